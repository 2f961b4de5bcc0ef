import { CircleExclamationPoint } from 'lucide-react';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from './class-names';
import { useHydrated } from '../shell/hydrated';

export interface FormFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children' | 'className'> {
  label: ReactNode;
  /** What to enter, shown under the label and read with the field. */
  hint?: ReactNode;
  /** Why the value was refused; sets aria-invalid and is read with the field. */
  error?: ReactNode;
  /** The wrapper's class. */
  className?: string;
  /** The input's class, added to `ui-field-input`. */
  inputClassName?: string;
}

/**
 * A labelled text input with an optional hint and error. The hint and the error are tied to
 * the input with aria-describedby (after any the caller passes), and an error sets
 * aria-invalid, so a screen reader says both when the input takes focus: after a refused
 * submit the view moves focus to the field. Every other prop (autoComplete, autoCapitalize,
 * spellCheck, maxLength, readOnly, inputMode, value, onChange, ref …) goes to the <input>.
 */
export function FormField({
  label,
  hint,
  error,
  id,
  className,
  inputClassName,
  'aria-describedby': describedBy,
  ...input
}: FormFieldProps) {
  const auto = useId();
  const hydrated = useHydrated();
  const inputId = id ?? `${auto}input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const describers = [hint ? hintId : null, invalid ? errorId : null, describedBy].filter(Boolean).join(' ');
  return (
    <div className={cx('ui-field', className)}>
      <label className="ui-field-label" htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="ui-field-hint">
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        // Read-only until the page is hydrated: text typed before would be lost by hydration.
        readOnly={input.readOnly || !hydrated}
        id={inputId}
        className={cx('ui-field-input', inputClassName)}
        aria-invalid={invalid || undefined}
        aria-describedby={describers || undefined}
      />
      {invalid ? (
        <p id={errorId} className="ui-field-error">
          <CircleExclamationPoint aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
