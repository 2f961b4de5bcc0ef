import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from './class-names';

export interface SuccessPanelProps {
  /** What was done, in a few words ("30 days of Premium added"). */
  title: ReactNode;
  /** The outcome with its figure and date ("Premium now runs until January 12, 2027."). */
  children?: ReactNode;
  /** The one primary way on: "Done" (the shell's DoneAction). */
  done: ReactNode;
  /** A second, lesser way on (undo, "Redeem another code"), a secondary or link button. */
  secondary?: ReactNode;
  className?: string;
}

/**
 * Every completed task ends here (docs/design-system.md, "Success"): a clear mark, what
 * changed with its figure and date, one primary "Done", and at most one lesser action. It is
 * the page's one status message: the panel takes focus when it appears, so a screen reader
 * reads the outcome and the keyboard starts from it.
 */
export function SuccessPanel({ title, children, done, secondary, className }: SuccessPanelProps) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <section ref={ref} tabIndex={-1} role="status" aria-labelledby={titleId} className={cx('ui-success', className)}>
      <CircleCheck className="ui-success-mark" aria-hidden="true" />
      <h2 id={titleId} className="ui-success-title">
        {title}
      </h2>
      {children ? <div className="ui-success-body">{children}</div> : null}
      <div className="ui-success-actions">
        {done}
        {secondary}
      </div>
    </section>
  );
}
