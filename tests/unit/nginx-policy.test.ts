// Issue 21, item 5 and issue 20, item 6: what the generated nginx snippets say, checked without
// nginx (the request table, scripts/server-table.mjs, runs them in nginx itself).
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nginxIncludes, serverPolicy } from '../../deploy/policy';
import { acceptLanguageRules, localeFromAcceptLanguage } from '../../machines/accept-language';
import { LOCALES } from '../../machines/locales';
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

describe('the locale cookie comes first (issue 20)', () => {
  it('is in the policy: its name and the nine values it may take', () => {
    expect(policy.locales.cookie).toEqual({ name: 'locale', values: [...LOCALES] });
  });

  it('maps $cookie_locale, exactly and case-sensitively, before Accept-Language', () => {
    const map = /map \$cookie_locale \$locale \{\n([\s\S]*?)\n\}/.exec(includes['http.conf']!)?.[1] ?? '';
    expect(map.split('\n').map((line) => line.trim())).toEqual(['default $accept_language_locale;', ...LOCALES.map((locale) => `"~^${locale}$" ${locale};`)]);
    expect(includes['http.conf']).toContain('map $accept_language_tag $accept_language_locale {');
  });

  it('makes pages vary on Cookie as well as Accept-Language', () => {
    for (const p of [policy, demoPolicy]) {
      expect(p.headers.page.Vary).toBe('Cookie, Accept-Language');
      expect(p.headers.framedPage.Vary).toBe('Cookie, Accept-Language');
    }
  });
});

describe('nginx details (issue 21, item 5)', () => {
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
