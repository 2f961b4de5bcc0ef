import { parseConfig, type Config } from '../protocol/config';

/** The runtime configuration baked into the build, parsed once at start; a bad one throws. */
export function loadConfig(): Config {
  return parseConfig(__APP_CONFIG__);
}
