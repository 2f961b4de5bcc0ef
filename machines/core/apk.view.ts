import { wayOnOf, type Problem } from './problem';
import type { RequestStatus } from './request.machine';

/**
 * The cases of an APK download (the Android installer's address, §7.1), shared by every page
 * that offers it; on a text page each is drawn in the HTML and one shown (`data-apk-state`):
 * - `loading`: the address is on its way;
 * - `ready`: the download button, linked by the host's rule;
 * - `offline`: no answer (offline, too slow): check the connection, Try again;
 * - `failed`: a server error or an address we can't use: Try again (it may pass);
 * - `refused`: the server refused the address (a 4xx, a login asked for: the address needs
 *   none, so no log-in would help): PikPak on the web is the way on; no Try again.
 */
export const APK_CASES = ['loading', 'ready', 'offline', 'failed', 'refused'] as const;
export type ApkCase = (typeof APK_CASES)[number];

/**
 * The case the APK download shows: the request's status and problem (by the problem → way-on
 * contract), and whether its address can be linked where the page runs.
 */
export function apkCaseOf(request: { status: RequestStatus; problem: Problem | null }, linkable: boolean): ApkCase {
  const { status, problem } = request;
  if (status === 'loading') return 'loading';
  if (status === 'ready') return linkable ? 'ready' : 'failed';
  // The address needs no login: a 401 is a refusal like any lasting 4xx, wherever the page runs.
  if (wayOnOf(problem, false) !== 'retry') return 'refused';
  return problem?.kind === 'offline' || problem?.kind === 'timed-out' ? 'offline' : 'failed';
}
