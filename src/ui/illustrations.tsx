import type { ReactNode } from 'react';
import { cx } from './class-names';

/*
 * Small inline illustrations for the 403, not-found, empty and error states (the shell's:
 * they ship with the first script, so the notices' header drawings live apart, in
 * page-illustrations.tsx, and load with the pages that show them). Decorative (aria-hidden): the heading next to them says the same in words. Colours
 * come from the tokens through classes (components.css), so they follow the dark scheme; no
 * text inside, so nothing to translate or mirror. Drawn on a 160 × 120 grid around a circle
 * at (80, 60) with radius 54.
 */

export interface IllustrationProps {
  className?: string;
  /**
   * md: the full 160 × 120 drawing (empty and error states); sm and lg: the circle alone,
   * square, small for a notice's header and larger for a page that is only a state (403, not
   * found, the error screen).
   */
  size?: 'sm' | 'md' | 'lg';
}

export function Frame({ className, size = 'md', children }: IllustrationProps & { children: ReactNode }) {
  const square = size !== 'md';
  return (
    <svg
      className={cx('ui-illustration', className)}
      data-size={size}
      viewBox={square ? '24 4 112 112' : '0 0 160 120'}
      width={square ? 112 : 160}
      height={square ? 112 : 120}
      aria-hidden="true"
      focusable="false"
    >
      <circle className="ui-illus-bg" cx="80" cy="60" r="54" />
      {children}
    </svg>
  );
}

/** A padlock: this page is not open to you here (403). */
export function ForbiddenIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <path className="ui-illus-line" d="M62 56V44a18 18 0 0 1 36 0v12" />
      <rect className="ui-illus-accent" x="50" y="54" width="60" height="46" rx="10" />
      <circle className="ui-illus-paper" cx="80" cy="72" r="6" />
      <rect className="ui-illus-paper" x="77" y="74" width="6" height="14" rx="3" />
    </Frame>
  );
}

/** A page under a magnifier: nothing at this address. */
export function NotFoundIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <path className="ui-illus-paper" d="M52 20h38l18 18v60a4 4 0 0 1-4 4H52a4 4 0 0 1-4-4V24a4 4 0 0 1 4-4z" />
      <path className="ui-illus-line" d="M52 20h38l18 18v60a4 4 0 0 1-4 4H52a4 4 0 0 1-4-4V24a4 4 0 0 1 4-4zM90 20v18h18M60 46h22M60 58h30" />
      <circle className="ui-illus-paper" cx="104" cy="80" r="14" />
      <path className="ui-illus-accent-line" d="M118 80a14 14 0 1 1-28 0 14 14 0 0 1 28 0zM114 90l12 12" />
    </Frame>
  );
}

/** An empty tray: nothing here yet. */
export function EmptyIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <path className="ui-illus-paper" d="M38 70l14-26h56l14 26v24a4 4 0 0 1-4 4H42a4 4 0 0 1-4-4z" />
      <path className="ui-illus-line" d="M38 70l14-26h56l14 26v24a4 4 0 0 1-4 4H42a4 4 0 0 1-4-4zM38 70h26l4 8h24l4-8h26" />
      <circle className="ui-illus-accent" cx="80" cy="28" r="4" />
      <circle className="ui-illus-accent" cx="62" cy="34" r="2.5" />
      <circle className="ui-illus-accent" cx="98" cy="34" r="2.5" />
    </Frame>
  );
}

/** A cloud with a warning mark: the content could not be loaded. */
export function ErrorIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <path className="ui-illus-paper" d="M54 88h56a18 18 0 0 0 0-36 26 26 0 0 0-50-6 20 20 0 0 0-6 42z" />
      <path className="ui-illus-line" d="M54 88h56a18 18 0 0 0 0-36 26 26 0 0 0-50-6 20 20 0 0 0-6 42z" />
      <circle className="ui-illus-danger" cx="106" cy="86" r="15" />
      <rect className="ui-illus-paper" x="104" y="76" width="4" height="12" rx="2" />
      <circle className="ui-illus-paper" cx="106" cy="93" r="2.5" />
    </Frame>
  );
}
