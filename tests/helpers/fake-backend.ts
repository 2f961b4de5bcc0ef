import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/**
 * The one MSW set-up of the unit and view tests (not named use…: it is no React hook): the given handlers (the fake backend's, from
 * mocks/) served in Node for the test file (or describe block) that calls it. It listens before
 * the first test and refuses any request no handler answers, drops the handlers a test added
 * with `server.use` after each test, and closes after the last. `requests` holds a copy of each
 * request the running test made, in order (emptied before each test).
 */
export function serveFakeBackend(...handlers: Parameters<typeof setupServer>) {
  const server = setupServer(...handlers);
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => void requests.push(request.clone()));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => void requests.splice(0));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return { server, requests };
}
