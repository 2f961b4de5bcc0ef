import { cx } from './class-names';
import { Frame, type IllustrationProps } from './illustrations';

/*
 * The notices' header illustrations and the app's mark: used only by feature pages, so they
 * load with those pages' chunks, not with the first script every page downloads.
 */

/** A payment card with a warning mark: a payment problem (the outage notices). */
export function PaymentIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <rect className="ui-illus-paper" x="40" y="36" width="76" height="50" rx="8" />
      <rect className="ui-illus-accent" x="40" y="46" width="76" height="11" />
      <path className="ui-illus-line" d="M48 36h60a8 8 0 0 1 8 8v34a8 8 0 0 1-8 8H48a8 8 0 0 1-8-8V44a8 8 0 0 1 8-8zM50 72h18" />
      <circle className="ui-illus-warning" cx="110" cy="84" r="14" />
      <rect className="ui-illus-paper" x="108" y="75" width="4" height="11" rx="2" />
      <circle className="ui-illus-paper" cx="110" cy="91" r="2.5" />
    </Frame>
  );
}

/** A price tag: an offer or a discount. */
export function OfferIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <path className="ui-illus-accent" d="M48 30h32l36 36-30 30-38-38z" />
      <circle className="ui-illus-paper" cx="62" cy="44" r="6" />
      <path className="ui-illus-paper-line" d="M76 74l16-16" />
      <circle className="ui-illus-paper" cx="77" cy="61" r="3.5" />
      <circle className="ui-illus-paper" cx="91" cy="71" r="3.5" />
    </Frame>
  );
}

/** A wrapped present: a reward or a celebration. */
export function GiftIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <rect className="ui-illus-accent" x="50" y="58" width="60" height="40" rx="4" />
      <rect className="ui-illus-accent" x="45" y="44" width="70" height="16" rx="4" />
      <rect className="ui-illus-paper" x="76" y="44" width="8" height="54" />
      <path className="ui-illus-line" d="M80 44c-4-10-18-14-20-6s12 6 20 6zM80 44c4-10 18-14 20-6s-12 6-20 6z" />
    </Frame>
  );
}

/** A shield with a warning mark: a rule to heed. */
export function ShieldIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <path className="ui-illus-paper" d="M80 22l32 12v24c0 22-14 36-32 44-18-8-32-22-32-44V34z" />
      <path className="ui-illus-line" d="M80 22l32 12v24c0 22-14 36-32 44-18-8-32-22-32-44V34z" />
      <rect className="ui-illus-warning" x="76" y="40" width="8" height="30" rx="4" />
      <circle className="ui-illus-warning" cx="80" cy="81" r="5" />
    </Frame>
  );
}

/** Two people, one of them highlighted: accounts. */
export function AccountsIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <circle className="ui-illus-paper" cx="62" cy="48" r="11" />
      <path className="ui-illus-paper" d="M42 90a20 20 0 0 1 40 0z" />
      <path className="ui-illus-line" d="M73 48a11 11 0 1 1-22 0 11 11 0 0 1 22 0zM42 90a20 20 0 0 1 40 0z" />
      <circle className="ui-illus-accent" cx="98" cy="48" r="11" />
      <path className="ui-illus-accent" d="M78 90a20 20 0 0 1 40 0z" />
    </Frame>
  );
}

/** A phone with a downward arrow: get or update the app. */
export function AppIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <rect className="ui-illus-paper" x="58" y="20" width="44" height="80" rx="9" />
      <path className="ui-illus-line" d="M67 20h26a9 9 0 0 1 9 9v62a9 9 0 0 1-9 9H67a9 9 0 0 1-9-9V29a9 9 0 0 1 9-9zM74 90h12" />
      <path className="ui-illus-accent-line" d="M80 38v30M68 57l12 12 12-12" />
    </Frame>
  );
}

/** A cloud with an upward arrow: getting files into the cloud drive. */
export function UploadIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <path className="ui-illus-paper" d="M54 88h56a18 18 0 0 0 0-36 26 26 0 0 0-50-6 20 20 0 0 0-6 42z" />
      <path className="ui-illus-line" d="M54 88h56a18 18 0 0 0 0-36 26 26 0 0 0-50-6 20 20 0 0 0-6 42z" />
      <path className="ui-illus-accent-line" d="M82 78V50M70 61l12-12 12 12" />
    </Frame>
  );
}

/** A written page with a seal: terms and policies. */
export function DocumentIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <path className="ui-illus-paper" d="M54 18h36l18 18v62a4 4 0 0 1-4 4H54a4 4 0 0 1-4-4V22a4 4 0 0 1 4-4z" />
      <path className="ui-illus-line" d="M54 18h36l18 18v62a4 4 0 0 1-4 4H54a4 4 0 0 1-4-4V22a4 4 0 0 1 4-4zM90 18v18h18M62 46h30M62 58h30M62 70h16" />
      <circle className="ui-illus-accent" cx="98" cy="86" r="12" />
      <path className="ui-illus-paper-line" d="M92 86l4 4 8-8" />
    </Frame>
  );
}

/**
 * The app's own mark for download buttons (no store's artwork): a rounded square with a cloud
 * and an arrow. It takes the button's text colour; the cloud is cut out in the button's
 * background colour (components.css), so it reads on primary and secondary buttons alike.
 */
export function AppMark({ className }: { className?: string }) {
  return (
    <svg className={cx('ui-app-mark', className)} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="22" height="22" rx="6" fill="currentColor" />
      <path className="ui-app-mark-glyph" d="M8 17h8.5a3.5 3.5 0 0 0 .4-6.98A5 5 0 0 0 7.3 10.6 3.2 3.2 0 0 0 8 17z" />
      <path className="ui-app-mark-arrow" d="M12 9.5v5M10 12.6l2 2 2-2" />
    </svg>
  );
}
