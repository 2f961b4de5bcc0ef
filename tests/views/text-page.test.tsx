import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { fireEvent, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../src/services';
import { ExternalLink, FeedbackLink } from '../../src/shell/notice/links';
import { NoticeLayout } from '../../src/shell/notice/notice-layout';
import { ServicesContext } from '../../src/shell/services-context';
import { runTextPage } from '../../src/shell/static/runtime';
import { AllSituations } from '../../src/shell/static/situations';
import { Route as ServiceCompensation } from '../../src/routes/_pages/service-compensation';
import { Route as UpdateGuide } from '../../src/routes/_pages/update-guide';
import { activate, testServices } from '../helpers/render';

/**
 * A text page as the reader gets it: pre-rendered for every situation (AllSituations), never
 * hydrated, and made to act by the text pages' one runtime (runTextPage).
 */
function prerender(page: ComponentType, services: Services = testServices()) {
  const Page = page;
  const html = renderToString(
    <AllSituations>
      <ServicesContext.Provider value={services}>
        <I18nProvider i18n={i18n}>
          <Page />
        </I18nProvider>
      </ServicesContext.Provider>
    </AllSituations>,
  );
  document.body.innerHTML = `<div id="root" data-prerendered>${html}</div>`;
}

function run(services: Services) {
  return runTextPage(document.getElementById('root')!, services);
}

beforeAll(() => activate('en-US'));
let stop = () => undefined as void;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('a text page, pre-rendered and run by the text-page script', () => {
  it('writes the parts of every situation, each marked with the facts that show it', () => {
    prerender(ServiceCompensation.options.component as ComponentType);
    const cases = [...document.querySelectorAll('[data-when]')].map((box) => box.getAttribute('data-when'));
    expect(cases).toEqual(expect.arrayContaining(['user-pending', 'user-0', 'user-1', 'user-2', 'feedback-steps']));
    // The Premium reader's steps, and the others' explanation, are both in the HTML.
    expect(document.querySelector('[data-when="user-2"]')?.textContent).toContain('How to redeem your code');
    expect(document.querySelector('[data-when="user-1"]')?.textContent).toContain('for current Premium members only');
    // Its buttons work from the first paint: none waits for hydration.
    expect(document.querySelectorAll('button[disabled], [data-hydrating]')).toHaveLength(0);
  });

  it('/update-guide: each way is the main action only in its situations (Cases), every situation in the HTML', () => {
    prerender(UpdateGuide.options.component as ComponentType);
    const variantsIn = (facts: string, name: string) =>
      [...document.querySelectorAll(`[data-when="${facts}"]`)]
        // The outermost boxes: a part's own cases nest inside (a box shows only while its ancestors do).
        .filter((box) => !box.parentElement?.closest('[data-when]'))
        .flatMap((box) => [...box.querySelectorAll<HTMLElement>('.button')].filter((b) => b.textContent?.includes(name)))
        .map((b) => (b.classList.contains('button-secondary') ? 'secondary' : 'primary'));
    expect(new Set(variantsIn('browser android', 'Download the APK'))).toEqual(new Set(['primary']));
    for (const facts of ['browser ios', 'browser desktop', 'app']) expect(new Set(variantsIn(facts, 'Download the APK'))).toEqual(new Set(['secondary']));
    expect(new Set(variantsIn('browser ios', 'Open the App Store'))).toEqual(new Set(['primary']));
    for (const facts of ['browser android', 'browser desktop', 'app']) expect(new Set(variantsIn(facts, 'Open the App Store'))).toEqual(new Set(['secondary']));
    // Settings, shown in the app only, is the main action there.
    expect(new Set(variantsIn('app', 'Open Settings'))).toEqual(new Set(['primary']));
  });

  it('in the app, a feedback link the app cannot open shows the steps to feedback and moves focus there', async () => {
    const services = testServices();
    const page = () => (
      <NoticeLayout title="Notice">
        <p>
          Questions? <FeedbackLink>Send us feedback</FeedbackLink>.
        </p>
      </NoticeLayout>
    );
    prerender(page, services);
    document.documentElement.setAttribute('data-in-app', '');
    // The app's bridge does not answer: the send action fails.
    stop = run({ ...services, bridge: { ...services.bridge, kind: 'android' } });
    const link = document.querySelector('a[data-feedback-link]');
    expect(link?.getAttribute('href')).toBe('/drive/feedback');
    const click = fireEvent.click(link!);
    expect(click).toBe(false); // taken over: the browser does not follow it
    await waitFor(() => expect(document.documentElement.hasAttribute('data-feedback-steps')).toBe(true));
    expect(document.activeElement).toBe(document.querySelector('[data-feedback-steps-box]'));
    expect(document.querySelector('[data-feedback-steps-box]')?.textContent).toContain('Tap Feedback.');
    expect(link?.hasAttribute('aria-busy')).toBe(false);
  });

  it('a refused address explains itself in the one toast, from the sentence the HTML carries', () => {
    const services = testServices();
    prerender(
      () => (
        <NoticeLayout title="Notice">
          <p>
            <ExternalLink url="https://evil.example/">A link</ExternalLink>
          </p>
        </NoticeLayout>
      ),
      services,
    );
    stop = run(services);
    const region = document.querySelector('.ui-toast-region');
    expect(region?.textContent).toBe('');
    const buttons = document.querySelectorAll('button[data-notice-event="address-refused"]');
    // One for the app and one for a browser; the page's CSS shows one.
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1]!);
    expect(region?.querySelector('.ui-toast')?.textContent).toBe('This address can’t be opened from here.');
    // Pressed again: a new element, so a screen reader announces it again.
    const first = region?.querySelector('.ui-toast');
    fireEvent.click(buttons[1]!);
    expect(region?.querySelector('.ui-toast')).not.toBe(first);
  });
});
