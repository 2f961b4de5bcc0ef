import { CircleCheck, Info, OctagonExclamationPoint, TriangleExclamationPoint } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './class-names';

export type Severity = 'info' | 'success' | 'warning' | 'danger';

const ICON = {
  info: Info,
  success: CircleCheck,
  warning: TriangleExclamationPoint,
  danger: OctagonExclamationPoint,
} as const;

/** Warnings and failures interrupt (alert); information and good news wait their turn (status). */
const ROLE: Record<Severity, 'alert' | 'status'> = {
  info: 'status',
  success: 'status',
  warning: 'alert',
  danger: 'alert',
};

export interface BannerProps {
  severity: Severity;
  /** A short first line in bold. */
  title?: ReactNode;
  /** The message; may hold paragraphs. */
  children?: ReactNode;
  /** A button or link below the message, e.g. `<Button variant="link">`. */
  action?: ReactNode;
  id?: string;
  className?: string;
}

/**
 * A message in the page's flow, coloured and iconed by severity, so that a warning never looks
 * like good news. The colour is never the only sign: each severity has its own icon and role.
 */
export function Banner({ severity, title, children, action, id, className }: BannerProps) {
  const Icon = ICON[severity];
  return (
    <div id={id} role={ROLE[severity]} className={cx('ui-banner', className)} data-severity={severity}>
      <Icon className="ui-banner-icon" aria-hidden="true" />
      <div className="ui-banner-content">
        {title ? <p className="ui-banner-title">{title}</p> : null}
        {children ? <div className="ui-banner-body">{children}</div> : null}
        {action ? <div className="ui-banner-action">{action}</div> : null}
      </div>
    </div>
  );
}
