import { APK_CASES, type ApkCase } from '../../../machines/core/apk.view';
/**
 * The one contract between a text page's HTML and the script that makes it act
 * (src/shell/static/runtime.ts): the attributes its components write, the facts about the
 * reader that <html> carries, and the CSS that shows each part in its situation. Components
 * spread the typed props below, the runtime and the pre-paint script select with the same
 * names, and the situations' CSS is generated from the same table (`situationStyles`, inlined
 * into every page by scripts/prerender.mjs): nothing is kept in step by hand.
 */

/** The attributes of the contract, by role. */
export const CONTRACT = {
  /** #root of a text page (scripts/prerender.mjs), and the box the React tree renders a text page in. */
  textPage: 'data-text-page',
  /** A region whose links the notice machine decides (NoticeRegion). */
  noticeRegion: 'data-notice-region',
  /** A control that names the notice machine's event it sends (`NoticeControl`). */
  noticeEvent: 'data-notice-event',
  /** The hidden sentence of one toast (`ToastCode`), put into the live region when the machine shows it. */
  toastText: 'data-toast-text',
  /** The live region the toast is shown in. */
  toastRegion: 'data-toast-region',
  /** The steps to reach feedback by hand: focus moves to them when they appear. */
  feedbackStepsBox: 'data-feedback-steps-box',
  /** A link that asks the app to open its feedback page: busy while the app is asked. */
  feedbackLink: 'data-feedback-link',
  /** An APK download: its request's case (`data-apk-state`) shows one of its `data-apk-case` boxes. */
  apkDownload: 'data-apk-download',
  apkState: 'data-apk-state',
  apkCase: 'data-apk-case',
  /** The download's link in the app's case or the browser's: its address is set when it is known. */
  apkLink: 'data-apk-link',
  apkRetry: 'data-apk-retry',
  /** A part shown only while each of its facts holds (<When>). */
  when: 'data-when',
  /** A control tapped before the page's script ran, until its tap is carried out or dropped. */
  tapKept: 'data-tap-kept',
} as const;

/** The class of the box the React tree renders a text page in (TextPageRoot): it adds no layout. */
export const TEXT_PAGE_BOX = 'text-page';

/** The facts <html> carries, each set by one party (the pre-paint script or the runtime). */
export const HTML_FACTS = {
  /** Inside the app (the pre-paint script, confirmed by the runtime's bridge). */
  inApp: 'data-in-app',
  /** Framed by an allowed parent (the runtime). */
  framed: 'data-framed',
  /** The reader's platform: android, ios or desktop (the pre-paint script). */
  platform: 'data-platform',
  /** Who is reading, 0, 1 or 2 (§4.6), once the app has said (the runtime). */
  userType: 'data-user-type',
  /** The notice machine shows the steps to feedback (the runtime). */
  feedbackSteps: 'data-feedback-steps',
  /** The page is in charge: wired and in its language. */
  hydrated: 'data-hydrated',
} as const;

/**
 * A fact a part can be shown by, with the <html> selectors under which it does NOT hold. A
 * part is hidden under any of its facts' selectors, so it shows only while all of them hold.
 * Without any script, the page reads as in a browser, unframed, user unknown.
 */
const FACT_FAILS = {
  app: [`html:not([${HTML_FACTS.inApp}])`],
  browser: [`html[${HTML_FACTS.inApp}]`],
  framed: [`html:not([${HTML_FACTS.framed}])`],
  unframed: [`html[${HTML_FACTS.framed}]`],
  android: [`html:not([${HTML_FACTS.platform}='android'])`],
  ios: [`html:not([${HTML_FACTS.platform}='ios'])`],
  desktop: [`html[${HTML_FACTS.platform}]:not([${HTML_FACTS.platform}='desktop'])`],
  /** Any platform but this one. */
  'not-android': [`html[${HTML_FACTS.platform}='android']`],
  'not-ios': [`html[${HTML_FACTS.platform}='ios']`],
  'not-desktop': [`html[${HTML_FACTS.platform}='desktop']`, `html:not([${HTML_FACTS.platform}])`],
  /** The app has not said who is reading yet. */
  'user-pending': [`html[${HTML_FACTS.userType}]`],
  /** Who is reading (§4.6 user types): not logged in, logged in, Premium. */
  'user-0': [`html:not([${HTML_FACTS.userType}='0'])`],
  'user-1': [`html:not([${HTML_FACTS.userType}='1'])`],
  'user-2': [`html:not([${HTML_FACTS.userType}='2'])`],
  /** The notice machine shows the steps to reach feedback by hand. */
  'feedback-steps': [`html:not([${HTML_FACTS.feedbackSteps}])`],
} as const satisfies Record<string, readonly string[]>;

/** A fact about the reader's situation that a part of a page can be shown by. */
export type Fact = keyof typeof FACT_FAILS;

/** The cases a download shows (apkCaseOf). */
export type { ApkCase };

/**
 * The situations' CSS, generated from the tables above: a part shows only while each of its
 * facts holds, a download shows its request's one case, and a kept tap looks taken.
 */
export function situationStyles(): string {
  return [
    `[${CONTRACT.when}],.${TEXT_PAGE_BOX}{display:contents}`,
    `${hiddenBySituation().join(',')}{display:none}`,
    `[${CONTRACT.tapKept}]{cursor:progress;opacity:.7}`,
  ].join('\n');
}

/** The selectors of the parts the situation hides: a fact that does not hold, a download's other cases. */
export function hiddenBySituation(): string[] {
  const facts = Object.entries(FACT_FAILS).flatMap(([fact, fails]) => fails.map((html) => `${html} [${CONTRACT.when}~='${fact}']`));
  const apk = APK_CASES.map((c) => `[${CONTRACT.apkDownload}]:not([${CONTRACT.apkState}='${c}'])>[${CONTRACT.apkCase}='${c}']`);
  return [...facts, ...apk];
}

/** The props of a part shown by its facts. */
export const whenProps = (facts: readonly Fact[]) => ({ [CONTRACT.when]: facts.join(' ') });
