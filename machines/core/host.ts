import type { Host } from '../../protocol/bridge/transport';

/**
 * Where the page runs, for machines and views alike: the bridge's kind ('android', 'ios', or
 * 'absent' in a browser). One type and one question, so that "is it the app?" is written once.
 */
export type { Host };

/** Inside one of the apps (a bridge answers), as opposed to a browser. */
export const isInApp = (host: Host): host is 'android' | 'ios' => host !== 'absent';
