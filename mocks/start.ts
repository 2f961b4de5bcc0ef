import { setupWorker } from 'msw/browser';
import { bridgeDelayOf, installFakeBridge, resolveState, STATE_KEY, watchFrameMessages, type FakeHostState } from './fake-host';
import { parseFaults } from './faults';
import { createHandlers } from './handlers';
import { mountPanel } from './panel';
import { createStore } from './store';

/** Starts the embedded default: fake app host, its panel, and the fake backend (MSW). */
export async function startMocks() {
  const state = resolveState(location.search, sessionStorage.getItem(STATE_KEY));
  // Only the chosen host is remembered for the tab; no token is stored.
  sessionStorage.setItem(STATE_KEY, JSON.stringify(state));

  const pending: [string, string][] = [];
  let write: ((kind: string, text: string) => void) | null = null;
  const log = (kind: string, text: string) => (write ? write(kind, text) : pending.push([kind, text]));

  installFakeBridge(window, state, log, bridgeDelayOf(location.search));
  watchFrameMessages(window, log);

  const onApply = (next: FakeHostState) => {
    sessionStorage.setItem(STATE_KEY, JSON.stringify(next));
    const url = new URL(location.href);
    for (const key of ['__host', '__user', '__version', '__lang', '__fault']) url.searchParams.delete(key);
    location.assign(url.href);
  };
  const mount = () => {
    write = mountPanel(state, onApply);
    for (const [k, t] of pending.splice(0)) write(k, t);
  };
  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount, { once: true });

  const faults = parseFaults(state.fault);
  const worker = setupWorker(...createHandlers(createStore(), () => faults));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/fake-backend-worker.js' } });
}
