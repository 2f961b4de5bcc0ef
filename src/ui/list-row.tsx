import type { ReactNode } from 'react';
import { cx } from './class-names';

export interface ListProps {
  children: ReactNode;
  /** The id of the heading that names the list. */
  'aria-labelledby'?: string;
  'aria-label'?: string;
  className?: string;
}

/**
 * A phone-style list of <ListRow>s. `role="list"` is explicit because WebKit drops the list
 * role of a list drawn without markers.
 */
export function List({ children, className, ...aria }: ListProps) {
  return (
    <ul role="list" className={cx('ui-list', className)} {...aria}>
      {children}
    </ul>
  );
}

export interface ListRowProps {
  /** A decorative icon (`<Gift />`) or avatar in a circle at the start; hidden from screen readers. */
  leading?: ReactNode;
  /** The row's subject. Wrap a user's name in <bdi> so that it keeps its own direction. */
  title: ReactNode;
  /** A second line, e.g. the date. */
  subtitle?: ReactNode;
  /** A short figure at the end, e.g. "+30 days". */
  trailing?: ReactNode;
  /** accent: the primary colour, for gains; muted: for a row that gives nothing. */
  trailingTone?: 'accent' | 'muted';
  className?: string;
}

/** One row of a <List>: leading slot, title over subtitle, trailing figure. */
export function ListRow({ leading, title, subtitle, trailing, trailingTone = 'accent', className }: ListRowProps) {
  return (
    <li className={cx('ui-list-row', className)}>
      {leading ? (
        <span className="ui-list-row-leading" aria-hidden="true">
          {leading}
        </span>
      ) : null}
      <span className="ui-list-row-text">
        <span className="ui-list-row-title">{title}</span>
        {subtitle ? <span className="ui-list-row-subtitle">{subtitle}</span> : null}
      </span>
      {trailing ? (
        <span className="ui-list-row-trailing" data-tone={trailingTone}>
          {trailing}
        </span>
      ) : null}
    </li>
  );
}
