import { CircleExclamationPoint } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { cx } from './class-names';
import { useHydrated } from '../shell/hydrated';

interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  /** A second line under the label, read with the option. */
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string> {
  /** The question, as the fieldset's legend. */
  legend: ReactNode;
  name: string;
  options: readonly RadioOption<V>[];
  /** The chosen value, or null before a choice. */
  value: V | null;
  /** Reports a choice; the caller sends it to its machine. */
  onChange: (value: V) => void;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  /** The fieldset, so that a view can move focus to the question after a refused submit. */
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * One choice among a few, as a fieldset whose legend is the question (the group's name) and
 * native radio buttons (one tab stop, arrow keys move the choice). The whole row is the
 * touch target; an option is named by its label and described by its hint. An error sets
 * aria-invalid and is read with the group.
 */
export function RadioGroup<V extends string>({ legend, name, options, value, onChange, hint, error, className, ref }: RadioGroupProps<V>) {
  const id = useId();
  // Not choosable until the page is hydrated (a choice made before would be lost).
  const hydrated = useHydrated();
  const hintId = `${id}hint`;
  const errorId = `${id}error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const describers = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset ref={ref} tabIndex={-1} className={cx('ui-radio-group', className)} aria-describedby={describers || undefined} data-invalid={invalid || undefined}>
      <legend className="ui-radio-group-legend">{legend}</legend>
      {hint ? (
        <p id={hintId} className="ui-radio-group-hint">
          {hint}
        </p>
      ) : null}
      {options.map((option, index) => {
        const optionLabelId = `${id}${index}-label`;
        const optionHintId = `${id}${index}-hint`;
        return (
          <label key={option.value} className="ui-radio">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled || !hydrated}
              onChange={() => onChange(option.value)}
              aria-labelledby={optionLabelId}
              aria-describedby={option.hint ? optionHintId : undefined}
            />
            <span>
              <span id={optionLabelId} className="ui-radio-label">
                {option.label}
              </span>
              {option.hint ? (
                <span id={optionHintId} className="ui-radio-hint">
                  {option.hint}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
      {invalid ? (
        <p id={errorId} className="ui-field-error">
          <CircleExclamationPoint aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
