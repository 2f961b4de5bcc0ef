// What the server policy and the generated nginx snippets say, checked without nginx (the
// request table, scripts/server-table.mjs, runs them in nginx itself and the preview server).
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nginxIncludes, serverPolicy } from '../../deploy/policy';
import { acceptLanguageRules, localeFromAcceptLanguage } from '../../deploy/accept-language';
import { LOCALES } from '../../machines/core/locales';
import { runtimeConfig } from '../../scripts/runtime-config';

const policy = serverPolicy({ config: runtimeConfig({}, false), framedRoutes: ['/help'], scriptHashes: ['sha256-A'], styleHashes: ['sha256-B'], demo: false });
const demoPolicy = serverPolicy({ config: runtimeConfig({}, true), framedRoutes: ['/help'], scriptHashes: ['sha256-A'], styleHashes: ['sha256-B'], demo: true });
const includes = nginxIncludes(policy);
const rules = acceptLanguageRules();
const patterns = [rules.tagPattern, ...rules.rules.map((rule) => rule.pattern)];

function python(): string | null {
  for (const candidate of ['python3', 'python']) {
    if (spawnSync(candidate, ['-c', 'import re'], { encoding: 'utf8' }).status === 0) return candidate;
  }
  return null;
}

describe('the Accept-Language regular expressions are plain (an analyser such as gixy can parse them)', () => {
  it('have no named groups, no \\k back-references and no look-behind', () => {
    for (const pattern of patterns) {
      expect(pattern).not.toMatch(/\(\?<(?![=!])/);
      expect(pattern).not.toMatch(/\(\?P?</);
      expect(pattern).not.toMatch(/\\k/);
      expect(pattern).not.toMatch(/\(\?<[=!]/);
    }
    expect(includes['http.conf']).not.toMatch(/\(\?<|\\k</);
    // Group 1 is still the deciding tag, and every back-reference is fenced: (?:\N).
    expect(rules.tagPattern.match(/\\[1-9][0-9]*/g)?.length).toBeGreaterThan(0);
    expect(rules.tagPattern).not.toMatch(/(?<!\(\?:)\\[1-9][0-9]*(?!\))/);
  });

  const py = python();
  it.skipIf(py === null)('mean in Python’s re (gixy’s parser is a copy of it) what they mean in JavaScript: the locale machine’s reading', () => {
    const headers = [
      ...fc.sample(
        fc.array(fc.tuple(fc.constantFrom('ko-KR', 'zh-HK', 'zh-Hant', 'zh', 'pt-BR', 'ar', 'fr', 'en', 'EN-gb', 'zh_TW', 'in', 'ms', 'es-419', 'x-y-z', '*', 'de'), fc.constantFrom('', ';q=0', ';q=0.5', ';q=0.50', ';q=0.05', ';q=0.9', ';q=0.999', ';q=1', ';q=0.001', '; q=0.3 ')), { maxLength: 5 }).map((entries) => entries.map(([t, w]) => t + w).join(', ')),
        { numRuns: 300, seed: 21 },
      ),
      'ko;q=0.5, ar;q=0.500',
      'fr, ko;q=0.3, ar;q=0.5',
      '',
    ];
    const program = [
      'import json, re, sys',
      'data = json.load(sys.stdin)',
      'tag = re.compile(data["tag"], re.I)',
      'assert tag.groupindex == {}, tag.groupindex',
      'rules = [(r["locale"], re.compile(r["pattern"], re.I)) for r in data["rules"]]',
      'out = []',
      'for h in data["headers"]:',
      '    m = tag.match(h + data["digits"])',
      '    t = m.group(1) if m else ""',
      '    out.append(next((l for l, r in rules if r.search(t)), data["fallback"]))',
      'print(json.dumps(out))',
    ].join('\n');
    const input = JSON.stringify({ tag: rules.tagPattern, digits: rules.digitTable, rules: rules.rules, fallback: rules.fallback, headers });
    const run = spawnSync(py!, ['-c', program], { input, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual(headers.map((header) => localeFromAcceptLanguage(header)));
  });
});

describe('the locale cookie comes first', () => {
  it('is in the policy: its names (__Host-locale first) and the nine values it may take', () => {
    expect(policy.locales.cookie).toEqual({
      read: [
        { name: '__Host-locale', pattern: '(?:^|;)[ \\t]*__Host-locale=([^;]*)' },
        { name: 'locale', pattern: '(?:^|;)[ \\t]*locale=([^;]*)' },
      ],
      values: [...LOCALES],
    });
  });

  it('maps the first entry of each name in $http_cookie, exactly and case-sensitively, __Host-locale, then locale, then Accept-Language', () => {
    const map = (from: string, to: string) => new RegExp(`map \\${from} \\${to} \\{\\n([\\s\\S]*?)\\n\\}`).exec(includes['http.conf']!)?.[1]?.split('\n').map((line) => line.trim());
    expect(map('$http_cookie', '$locale_cookie_0')).toEqual(['default "";', '"~(?:^|;)[ \\\\t]*__Host-locale=([^;]*)" $1;']);
    expect(map('$http_cookie', '$locale_cookie_1')).toEqual(['default "";', '"~(?:^|;)[ \\\\t]*locale=([^;]*)" $1;']);
    expect(map('$locale_cookie_1', '$locale_from_cookie_1')).toEqual(['default $accept_language_locale;', ...LOCALES.map((locale) => `"~^${locale}$" ${locale};`)]);
    expect(map('$locale_cookie_0', '$locale')).toEqual(['default $locale_from_cookie_1;', ...LOCALES.map((locale) => `"~^${locale}$" ${locale};`)]);
    expect(includes['http.conf']).toContain('map $accept_language_tag $accept_language_locale {');
  });

  it('makes pages vary on Cookie as well as Accept-Language', () => {
    for (const p of [policy, demoPolicy]) {
      expect(p.headers.page.Vary).toBe('Cookie, Accept-Language');
      expect(p.headers.framedPage.Vary).toBe('Cookie, Accept-Language');
    }
  });
});

describe('nginx details', () => {
  it('answers what is missing for good with no-store: its own header set', () => {
    expect(policy.headers.missing['Cache-Control']).toBe('no-store');
    expect(includes['headers-missing.conf']).toContain('add_header Cache-Control "no-store" always;');
    expect(includes['headers-common.conf']).not.toContain('Cache-Control');
  });

  it('sends HSTS on TLS connections only, from every header set', () => {
    expect(includes['headers-tls.conf']).toMatch(/map \$https \$strict_transport_security \{\n {4}default "";\n {4}on "max-age=31536000";\n\}/);
    const sets = Object.entries(includes).filter(([name]) => /^headers-(?!tls)/.test(name) || name === 'framed-pages.conf');
    expect(sets.length).toBeGreaterThanOrEqual(5);
    for (const [name, text] of sets) {
      const headerSets = text.split(/\n(?=location )/).filter((part) => part.includes('add_header'));
      for (const set of headerSets) expect(set, name).toContain('add_header Strict-Transport-Security $strict_transport_security always;');
    }
    // The demo's root files too.
    expect(nginxIncludes(demoPolicy)['root-files.conf']).toContain('add_header Strict-Transport-Security $strict_transport_security always;');
  });
});

describe('CSP violation reports', () => {
  const policyWith = (env: NodeJS.ProcessEnv, demo: boolean) =>
    serverPolicy({ config: runtimeConfig(env, demo), framedRoutes: ['/help'], scriptHashes: ['sha256-A'], styleHashes: ['sha256-B'], demo });

  it('production: report-uri and report-to, with the Reporting-Endpoints header, on every page', () => {
    const endpoint = 'https://feedback.mypikpak.com/v1/csp-reports';
    expect(policy.reports).toEqual({ endpoint, collector: null, maxBytes: 64 * 1024 });
    for (const csp of [policy.csp.page, policy.csp.framedPage]) {
      expect(csp).toContain(`; report-uri ${endpoint}; report-to csp`);
    }
    expect(policy.headers.page['Reporting-Endpoints']).toBe(`csp="${endpoint}"`);
    expect(policy.headers.framedPage['Reporting-Endpoints']).toBe(`csp="${endpoint}"`);
    // No collector of our own: POST stays refused.
    expect(includes['http.conf']).not.toMatch(/"POST /);
    expect(includes['method.conf']).toContain('if ($method_refused)');
  });

  it('the demo: report-uri to its own collector, which nginx and the preview server take a POST at', () => {
    expect(demoPolicy.reports).toEqual({ endpoint: '/__csp-reports', collector: '/__csp-reports', maxBytes: 64 * 1024 });
    expect(demoPolicy.csp.page).toContain('; report-uri /__csp-reports');
    // report-to would make Chrome use the Reporting API only, which delivers to https endpoints only.
    expect(demoPolicy.csp.page).not.toContain('report-to');
    expect(demoPolicy.headers.page['Reporting-Endpoints']).toBeUndefined();
    const demoIncludes = nginxIncludes(demoPolicy);
    expect(demoIncludes['http.conf']).toContain('"POST /__csp-reports" 0;');
    expect(demoIncludes['root-files.conf']).toMatch(/location = "\/__csp-reports" \{[\s\S]*client_max_body_size 64k;[\s\S]*return 403;[\s\S]*return 415;[\s\S]*return 204;\n\}/);
    expect(demoPolicy.reports.maxBytes).toBe(64 * 1024);
  });

  it('any https host may be the sink, with a plain path and query', () => {
    const custom = policyWith({ CSP_REPORT_URI: 'https://o123.ingest.reports.example:8443/api/csp?sentry_key=abc-1&v=2' }, false);
    expect(custom.csp.page).toContain('report-uri https://o123.ingest.reports.example:8443/api/csp?sentry_key=abc-1&v=2; report-to csp');
    expect(nginxIncludes(custom)['headers-page.conf']).not.toContain('$arg');
  });

  it('CSP_REPORT_URI chooses the address, or none', () => {
    const custom = policyWith({ CSP_REPORT_URI: 'https://reports.example.com/csp' }, false);
    expect(custom.csp.page).toContain('report-uri https://reports.example.com/csp; report-to csp');
    const none = policyWith({ CSP_REPORT_URI: '' }, false);
    expect(none.csp.page).not.toMatch(/report-(uri|to)/);
    expect(none.headers.page['Reporting-Endpoints']).toBeUndefined();
    expect(none.reports).toEqual({ endpoint: null, collector: null, maxBytes: 64 * 1024 });
  });

  it.each([
    'http://reports.example.com/csp',
    'javascript:alert(1)',
    'https://x.example/a; script-src *',
    'https://user:pw@x.example/',
    'reports',
    'https://x.example/"',
    // Issue 32: nginx expands `$name` in add_header: a link's query would write the policy.
    'https://x.example/csp?src=$arg_src',
    'https://x.example/${arg_src}',
    'https://x.example/$uri',
    "https://x.example/'none'",
    'https://x.example/a,b',
    'https://x.example/a\tb',
    'https://x.example/a b',
    'https://x.example/a\nreport-uri x',
    'https://x.example/a\\b',
    'https://x.example/{a}',
    'https://x.example/csp#frag',
  ])(
    'refuses %s as the report address (the build fails)',
    (uri) => {
      expect(() => policyWith({ CSP_REPORT_URI: uri }, false)).toThrow(/cspReportUri/);
    },
  );
});
