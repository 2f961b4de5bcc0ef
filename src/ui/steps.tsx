import type { ReactNode } from 'react';
import { cx } from './class-names';

export interface StepsProps {
  /** One entry per step, in order. */
  steps: readonly ReactNode[];
  /** The id of the heading that names the steps. */
  'aria-labelledby'?: string;
  'aria-label'?: string;
  className?: string;
}

/**
 * Numbered steps: an <ol> (so a screen reader says "1 of 3") whose numbers are drawn in
 * circles; the drawn numbers are hidden from screen readers, which have the list's own.
 */
export function Steps({ steps, className, ...aria }: StepsProps) {
  return (
    <ol role="list" className={cx('ui-steps', className)} {...aria}>
      {steps.map((step, index) => (
        // The steps are a fixed sequence: their position is their identity.
        <li key={index} className="ui-step">
          <span className="ui-step-number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="ui-step-text">{step}</span>
        </li>
      ))}
    </ol>
  );
}
