import { cx } from './class-names';

export interface SkeletonProps {
  /** Read to screen readers instead of the shapes, e.g. "Loading…" (translated by the caller). */
  label: string;
  /** text: lines of text; rows: list rows with an avatar; block: one card-sized block; button: one button. */
  shape?: 'text' | 'rows' | 'block' | 'button';
  /** How many lines (text) or rows (rows). */
  lines?: number;
  className?: string;
}

/**
 * Grey shapes where content is coming, so the page keeps its layout while it loads. The
 * shapes are hidden from screen readers, which hear the label once, politely.
 */
export function Skeleton({ label, shape = 'text', lines = 3, className }: SkeletonProps) {
  const count = Math.max(1, Math.floor(lines));
  const indexes = Array.from({ length: count }, (_, index) => index);
  return (
    <div className={cx('ui-skeleton', className)} role="status" data-shape={shape}>
      <span className="visually-hidden">{label}</span>
      <div aria-hidden="true">
        {shape === 'block' ? <span className="ui-skeleton-block" /> : null}
        {shape === 'button' ? <span className="ui-skeleton-button" /> : null}
        {shape === 'text'
          ? // Line widths come from the stylesheet (components.css), in turn, the last line short:
            // no style attribute, which a strict CSP refuses in pre-rendered HTML.
            indexes.map((index) => <span key={index} className="ui-skeleton-bar" />)
          : null}
        {shape === 'rows'
          ? indexes.map((index) => (
              <span key={index} className="ui-skeleton-row">
                <span className="ui-skeleton-avatar" />
                <span className="ui-skeleton-row-text">
                  <span className="ui-skeleton-bar" />
                  <span className="ui-skeleton-bar" />
                </span>
              </span>
            ))
          : null}
      </div>
    </div>
  );
}
