import type { Config } from '../protocol/config';

/**
 * The runtime configuration baked into the build. rsbuild.config.ts validated it with
 * parseConfig (protocol/config.ts) when it made the build, so a bad configuration fails the
 * build, not the page, and the schema does not ship to every page.
 */
export function loadConfig(): Config {
  return __APP_CONFIG__;
}
