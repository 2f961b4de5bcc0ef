/**
 * The runtime configuration baked into a build. Hosts and allowlists can be set with
 * environment variables; src/config.ts validates the result with valibot at start.
 */
/** The demo's report collector, answered by the preview server (scripts/serve.mjs). */
export const DEMO_CSP_REPORTS = '/__csp-reports';

export function runtimeConfig(env: NodeJS.ProcessEnv, mocks: boolean) {
  const list = (value: string | undefined, fallback: string[]) =>
    value ? value.split(',').map((s) => s.trim()).filter(Boolean) : fallback;
  const feedback = env.API_FEEDBACK_HOST ?? 'https://feedback.mypikpak.com';
  return {
    apiHosts: {
      drive: env.API_DRIVE_HOST ?? 'https://api-drive.mypikpak.com',
      feedback,
      access: env.API_ACCESS_HOST ?? 'https://access.mypikpak.com',
      config: env.API_CONFIG_HOST ?? 'https://config.mypikpak.com',
    },
    parentOrigins: list(env.PARENT_ORIGINS, ['https://mypikpak.com', 'https://www.mypikpak.com']),
    allowLoopbackParents: mocks,
    externalHosts: list(env.EXTERNAL_HOSTS, ['mypikpak.com', '*.mypikpak.com', 'apps.apple.com', 'play.google.com', 't.me', 'chat.whatsapp.com', 'open.kakao.com']),
    // The one list of image hosts: the JS check of the popup image and the preview
    // thumbnail (protocol/external-address.ts, checkImageAddress) and the CSP img-src
    // (deploy/policy.ts) both read it. https only; `*.` admits sub-domains, not the apex.
    imageHosts: list(env.IMAGE_HOSTS, ['*.mypikpak.com']),
    deepLinkBase: env.DEEP_LINK_BASE ?? 'pikpakapp://mypikpak.com',
    webDriveUrl: env.WEB_DRIVE_URL ?? 'https://mypikpak.com/drive',
    clientId: env.CLIENT_ID ?? 'companion-web',
    // Where browsers send Content-Security-Policy violation reports (deploy/policy.ts: report-uri,
    // report-to and Reporting-Endpoints). The call is ours, designed (protocol/api/README.md,
    // "CSP violation reports"); the demo's preview server collects them at /__csp-reports.
    // CSP_REPORT_URI='' sends none.
    cspReportUri: env.CSP_REPORT_URI ?? (mocks ? DEMO_CSP_REPORTS : `${feedback}/v1/csp-reports`),
    // The site's own https origin (SITE_ORIGIN, e.g. https://activity.example.com): link previews
    // then name their image and address absolutely (og:image, og:url), as the Open Graph
    // protocol and X's cards want. Unset, the deploy stays host-agnostic and the image is named by
    // its path, which chat apps resolve against the shared link.
    siteOrigin: env.SITE_ORIGIN ?? '',
    bridgeTimeoutMs: Number(env.BRIDGE_TIMEOUT_MS ?? 3000),
    apiTimeoutMs: Number(env.API_TIMEOUT_MS ?? 15000),
    // The share of page views that report LCP, INP and CLS through the statistics queue
    // (src/vitals.ts): 2 % in production, every page view in the demo (MOCKS=1), so a run
    // of the demo shows the events. VITALS_SAMPLE_RATE=0 turns the measurement off.
    vitalsSampleRate: Number(env.VITALS_SAMPLE_RATE ?? (mocks ? 1 : 0.02)),
  };
}
