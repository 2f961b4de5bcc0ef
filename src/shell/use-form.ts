import { useSelector } from '@xstate/react';
import {
  selectFields,
  selectInvalid,
  selectSubmissionBusy,
  selectSubmissionProblem,
  selectSubmissionResult,
  selectSubmissionStatus,
  type SubmissionActor,
} from '../../machines/core/submission.machine';

/**
 * What a form's view reads and sends, the same for every form on the shared submission
 * machine: where it stands, its fields, why the local check refused it, the request's problem
 * and result, whether a request runs, and the events a view sends (a field changed, submit,
 * another one after a success).
 */
export function useForm<Value, Result>(form: SubmissionActor<Value, Result>) {
  const status = useSelector(form, selectSubmissionStatus);
  const fields = useSelector(form, selectFields);
  const invalid = useSelector(form, selectInvalid);
  const problem = useSelector(form, selectSubmissionProblem);
  const result = useSelector(form, selectSubmissionResult);
  const busy = useSelector(form, selectSubmissionBusy);
  return {
    status,
    invalid,
    problem,
    result,
    busy,
    field: (name: string) => fields[name] ?? '',
    change: (field: string, value: string) => form.send({ type: 'form.change', field, value }),
    submit: () => form.send({ type: 'form.submit' }),
    again: () => form.send({ type: 'form.again' }),
  };
}
