import { delay, HttpResponse, type HttpResponseResolver } from 'msw';
import type { Faults } from './faults';
import { userByToken, type DemoUser } from './users';

/*
 * The fake backend's shared replies (every mocks/handlers*.ts file uses them): the error body
 * of api-shapes, the 401 of a missing token, injected faults, the logged-in user, the JSON body.
 */

type ErrorBody = { error: string; error_code: number; error_description: string };
export const fail = (status: number, body: ErrorBody) => HttpResponse.json(body, { status });
const unauthenticated = () =>
  fail(401, { error: 'unauthenticated', error_code: 16, error_description: 'token missing or expired' });

/**
 * The header that names the call a reply answers, as `__fault` names it. The fault matrix's
 * census (tests/e2e/fault-matrix.spec.ts) reads it to know which calls a page makes.
 */
export const FAKE_CALL_HEADER = 'X-Fake-Call';

/** Names the call on a reply of the fake backend (see FAKE_CALL_HEADER). */
export function tagged<T>(call: string, reply: T): T {
  if (reply instanceof Response) reply.headers.set(FAKE_CALL_HEADER, call);
  return reply;
}

/**
 * Applies an injected fault for `call` (the last path segment of §7) or runs the resolver.
 * Where one path serves several methods, `<call>.<METHOD>` (e.g. `subscribe.DELETE:500`)
 * applies to that method only and wins over `<call>`, which applies to all of them.
 * Faults are read per request, so the fake host panel can change them without a restart.
 */
export function faulty(call: string, faults: () => Faults, resolver: HttpResponseResolver): HttpResponseResolver {
  return async (info) => {
    const injected = faults();
    // A faulted reply names its call too, so a test can wait for it (tests/e2e/fault-matrix.spec.ts).
    switch (injected.get(`${call}.${info.request.method.toUpperCase()}`) ?? injected.get(call)) {
      case '500':
        return tagged(call, fail(500, { error: 'internal_error', error_code: 500, error_description: 'injected server error' }));
      case '401':
        return tagged(call, unauthenticated());
      case 'timeout':
        await delay('infinite');
        return undefined;
      case 'malformed':
        return tagged(call, HttpResponse.json({ unexpected: true, data: 'not what the schema wants' }));
      case 'offline':
        return HttpResponse.error();
      case 'empty':
        return tagged(call, HttpResponse.json({}));
      case 'error-200':
        return tagged(call, HttpResponse.json({ error: 'invite_code_invalid', error_code: 4002 }));
      default:
        await delay(120);
        return tagged(call, await resolver(info));
    }
  };
}

export function withUser(request: Request, then: (user: DemoUser) => Response | Promise<Response>) {
  const user = userByToken(request.headers.get('Authorization'));
  return user ? then(user) : unauthenticated();
}

export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

