import { RotateCw } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { cx } from './class-names';
import { EmptyIllustration, ErrorIllustration } from './illustrations';

export interface StatePanelProps {
  /** empty: nothing to show yet; error: the content could not be shown (announced as an alert). */
  kind: 'empty' | 'error';
  title: ReactNode;
  body?: ReactNode;
  /** Replaces the kind's illustration (e.g. <ForbiddenIllustration />). */
  illustration?: ReactNode;
  /** A retry button; `busy` while the retry runs. Secondary when the panel has a `main` action. */
  retry?: { label: ReactNode; onRetry: () => void; busy?: boolean };
  /** The main way on, before the retry (e.g. logging in again when the login expired). */
  main?: ReactNode;
  /** Another way on, after the retry (e.g. a secondary <Button href>). */
  action?: ReactNode;
  /** The title's heading level under the page's h1. */
  level?: 2 | 3;
  className?: string;
}

/** What a list or section shows when it has nothing, or when it failed to load. */
export function StatePanel({ kind, title, body, illustration, retry, main, action, level = 2, className }: StatePanelProps) {
  const titleId = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section
      className={cx('ui-state', className)}
      data-kind={kind}
      role={kind === 'error' ? 'alert' : undefined}
      aria-labelledby={titleId}
    >
      {illustration ?? (kind === 'error' ? <ErrorIllustration /> : <EmptyIllustration />)}
      <Heading id={titleId} className="ui-state-title">
        {title}
      </Heading>
      {body ? <div className="ui-state-body">{body}</div> : null}
      {retry || main || action ? (
        <div className="ui-state-actions">
          {main}
          {retry ? (
            <Button variant={main ? 'secondary' : 'primary'} icon={<RotateCw aria-hidden="true" />} busy={retry.busy} onClick={retry.onRetry}>
              {retry.label}
            </Button>
          ) : null}
          {action}
        </div>
      ) : null}
    </section>
  );
}
