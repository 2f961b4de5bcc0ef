import { useId, type ReactNode } from 'react';
import { cx } from './class-names';

export interface CardProps {
  /** The card's heading; a titled card is a <section> named by it. */
  title?: ReactNode;
  /** The heading's level under the page's h1. */
  level?: 2 | 3;
  children: ReactNode;
  className?: string;
}

/** A group of related content on a raised, outlined surface. */
export function Card({ title, level = 2, children, className }: CardProps) {
  const headingId = useId();
  if (!title) return <div className={cx('ui-card', className)}>{children}</div>;
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section className={cx('ui-card', className)} aria-labelledby={headingId}>
      <Heading id={headingId} className="ui-card-title">
        {title}
      </Heading>
      {children}
    </section>
  );
}
