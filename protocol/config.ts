import * as v from 'valibot';

const HttpsBase = v.pipe(
  v.string(),
  v.url(),
  // v.url() does not stop the pipe when it fails, so the address is read defensively here.
  v.check((s) => {
    try {
      const url = new URL(s);
      return url.protocol === 'https:' || url.hostname === 'localhost';
    } catch {
      return true; // not a URL at all: v.url() has said so
    }
  }, 'API hosts must use https'),
);

const Origin = v.pipe(
  v.string(),
  v.check((s) => {
    try {
      const u = new URL(s);
      return u.origin === s && u.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'a parent origin must be an exact https origin such as https://example.com'),
);

const HostPattern = v.pipe(v.string(), v.regex(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'a host or *.host'));

/** The runtime configuration: API hosts and allowlists, validated once at start. */
const ConfigSchema = v.object({
  apiHosts: v.object({
    drive: HttpsBase,
    feedback: HttpsBase,
    access: HttpsBase,
    config: HttpsBase,
  }),
  /** Exact web-drive origins allowed to frame the notice pages. */
  parentOrigins: v.array(Origin),
  /** Embedded default only: also admit http://localhost and http://127.0.0.1 on any port. */
  allowLoopbackParents: v.boolean(),
  /** Hosts an external address may point to (`*.` admits sub-domains). */
  externalHosts: v.array(HostPattern),
  /** Hosts images (popup image, preview thumbnail) may come from; also the CSP img-src (deploy/policy.ts). */
  imageHosts: v.array(HostPattern),
  /** The app's deep-link base, e.g. pikpakapp://mypikpak.com */
  deepLinkBase: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9+.-]*:\/\/[a-z0-9.-]+$/)),
  /** The web drive, for links and the desktop layout. */
  webDriveUrl: HttpsBase,
  clientId: v.pipe(v.string(), v.minLength(1)),
  bridgeTimeoutMs: v.pipe(v.number(), v.integer(), v.minValue(100)),
  apiTimeoutMs: v.pipe(v.number(), v.integer(), v.minValue(100)),
  /** The share of page views (0 to 1) that report their Core Web Vitals to the statistics queue (src/vitals.ts). */
  vitalsSampleRate: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
});

export type Config = v.InferOutput<typeof ConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the configuration; a bad configuration fails loudly with every issue named. */
export function parseConfig(raw: unknown): Config {
  const result = v.safeParse(ConfigSchema, raw);
  if (!result.success) {
    const issues = result.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`);
    throw new ConfigError(`Invalid runtime configuration:\n${issues.join('\n')}`);
  }
  return result.output;
}
