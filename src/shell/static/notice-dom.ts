import type { NoticeActor } from '../../../machines/notice.machine';
import { selectFeedbackOpening, selectFeedbackSteps, selectToastCode, selectToastTurn } from '../../../machines/notice.machine';
import type { Host } from '../host';
import { followLinkClick, noticeControlEvent } from '../notice/intercept';

/** The fact the page's CSS shows the feedback steps by (src/shell/static/when.tsx). */
const FEEDBACK_STEPS_FACT = 'data-feedback-steps';

/**
 * A text page's notice machine at work on its pre-rendered HTML (src/text-page.ts): the same
 * link rule as a hydrated notice region (followLinkClick), the controls that name their event
 * (`data-notice-event`), and what the machine shows: the toast (its sentence is in the HTML,
 * hidden), the steps to feedback (focus moves to them) and the feedback link's busy state.
 */
export function runNoticeOnPage(doc: Document, notice: NoticeActor, host: Host): void {
  for (const region of doc.querySelectorAll('[data-notice-region]')) {
    region.addEventListener('click', (event) => followLinkClick(event, region, notice, host, doc.location.href));
  }
  doc.getElementById('root')?.addEventListener('click', (event) => {
    const control = event.target instanceof Element ? event.target.closest('[data-notice-event]') : null;
    const sent = noticeControlEvent(control?.getAttribute('data-notice-event'));
    if (!sent) return;
    event.preventDefault();
    notice.send(sent);
  });

  const html = doc.documentElement;
  const region = doc.querySelector('.ui-toast-region');
  let shownToast: string | null = null;
  let stepsShown = false;
  let opening = false;
  const render = () => {
    const snapshot = notice.getSnapshot();
    // The toast: a new element for every toast shown, so a repeated text is announced again.
    const code = selectToastCode(snapshot);
    const toast = code ? `${code}:${selectToastTurn(snapshot)}` : null;
    if (region && toast !== shownToast) {
      shownToast = toast;
      const text = code ? doc.querySelector(`[data-toast-text="${code}"]`)?.textContent : null;
      if (text) {
        const p = doc.createElement('p');
        p.className = 'ui-toast';
        p.textContent = text;
        // Not replaceChildren (Chrome 86): the support matrix starts at Chrome 80.
        region.textContent = '';
        region.append(p);
      } else region.textContent = '';
    }
    const steps = selectFeedbackSteps(snapshot);
    if (steps !== stepsShown) {
      stepsShown = steps;
      html.toggleAttribute(FEEDBACK_STEPS_FACT, steps);
      if (steps) doc.querySelector<HTMLElement>('[data-feedback-steps-box]')?.focus();
    }
    const busy = selectFeedbackOpening(snapshot);
    if (busy !== opening) {
      opening = busy;
      for (const link of doc.querySelectorAll('[data-feedback-link]')) {
        if (busy) link.setAttribute('aria-busy', 'true');
        else link.removeAttribute('aria-busy');
      }
    }
  };
  notice.subscribe(render);
  render();
}
