// `node scripts/newcomer.mjs`: the README's "Adding a page", followed literally by a script.
// In a throw-away copy of the working tree it adds a notice page and a page with a machine
// (the shared request machine, a wiring hook, a view, a route, a model-based test), then runs
// what the README says to run: the route tree generator (no dev server), `npm run extract`,
// the catalogs as `npm start` compiles them (en-US shown for the new text, with a warning) and
// as `npm test` does (fails until the nine catalogs are translated), then the types, lint and
// the new tests. A step that fails names the README step that no longer holds.
//
// Types are checked incrementally from the build info `npm test`'s types step leaves in
// node_modules/.cache/companion (the copy has the same layout), so only the new files and
// what they touch are checked again; without it the check is complete, only slower.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';

const ROOT = resolve(import.meta.dirname, '..');
export const TYPES_BUILD_INFO = 'node_modules/.cache/companion/tsbuildinfo-full';
const LOCALES = ['zh-CN', 'zh-TW', 'en-US', 'id', 'ar', 'ms', 'ko', 'pt', 'es'];

/** The files a newcomer writes, by the README's steps. */
const FILES = {
  // A page with only text, steps 1 and 2.
  'src/features/notices/newcomer-notice-page.tsx': `import { Trans, useLingui } from '@lingui/react/macro';
import { NoticeLayout } from '../../shell/notice/notice-layout';

export function NewcomerNoticePage() {
  const { t } = useLingui();
  return (
    <NoticeLayout title={t\`A notice added by the README\`}>
      <p>
        <Trans>Every step of adding a page is written down.</Trans>
      </p>
    </NoticeLayout>
  );
}
`,
  'src/routes/_pages/newcomer-notice.tsx': `import { createFileRoute } from '@tanstack/react-router';
import { NewcomerNoticePage } from '../../features/notices/newcomer-notice-page';
import { FramedSearch } from '../../features/notices/search';
import { TEXT_PAGE } from '../../shell/static/text-page-route';

export const Route = createFileRoute('/_pages/newcomer-notice')({ ...TEXT_PAGE, validateSearch: FramedSearch, component: NewcomerNoticePage });
`,
  // A page with behaviour, steps 1 to 4 and 6: the shared request machine, one page hook, the view, the route, a model test.
  'src/features/newcomer-status/wiring.ts': `import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { createRequestMachine, selectRequestData, selectRequestProblem, selectRequestStatus, type RequestSnapshot } from '../../../machines/request.machine';
import { isLoggedIn, type Session } from '../../../protocol/session';
import { useHost } from '../../shell/host';
import type { PageWiring } from '../../shell/page-wiring';
import { useServices } from '../../shell/services-context';

interface Answer {
  region: string;
  accessible: boolean;
  loggedIn: boolean;
}

/** /newcomer-status's page hook: whether the service answers in the region, on the shared request machine. */
export function useNewcomerStatusPage({ session, region }: { session: Session; region: string }) {
  const { api } = useServices();
  const host = useHost();
  const loggedIn = isLoggedIn(session);
  const machine = useMemo(
    () => createRequestMachine(async (asked: string): Promise<Answer> => ({ region: asked, accessible: (await api.areaAccessible()).accessible, loggedIn })),
    [api, loggedIn],
  );
  const actor = useActorRef(machine, { input: { params: region } });
  return { actor, host } satisfies PageWiring<typeof actor>;
}

type Snapshot = RequestSnapshot<Answer, string>;
export const selectStatus = (s: Snapshot) => selectRequestStatus(s);
export const selectAnswer = (s: Snapshot) => selectRequestData(s);
export const selectProblem = (s: Snapshot) => selectRequestProblem(s);
`,
  'src/features/newcomer-status/newcomer-status-page.tsx': `import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Page } from '../../shell/page';
import { SessionGate } from '../../shell/session-gate';
import { ProblemText } from '../../ui/problem-text';
import { Skeleton } from '../../ui/skeleton';
import { StatePanel } from '../../ui/state-panel';
import { selectAnswer, selectProblem, selectStatus, useNewcomerStatusPage } from './wiring';

const route = getRouteApi('/_pages/newcomer-status');

export function NewcomerStatusPage() {
  const { t } = useLingui();
  const { region } = route.useSearch();
  return (
    <Page title={t\`Service status, added by the README\`}>
      <SessionGate>{(session) => <Status session={session} region={region} />}</SessionGate>
    </Page>
  );
}

function Status(args: Parameters<typeof useNewcomerStatusPage>[0]) {
  const { t } = useLingui();
  const { actor } = useNewcomerStatusPage(args);
  const status = useSelector(actor, selectStatus);
  const answer = useSelector(actor, selectAnswer);
  const problem = useSelector(actor, selectProblem);
  if (status === 'failed') {
    return (
      <StatePanel
        kind="error"
        title={<Trans>We could not check the service</Trans>}
        body={<p><ProblemText problem={problem} /></p>}
        retry={{ label: <Trans>Try again</Trans>, onRetry: () => actor.send({ type: 'request.retry' }) }}
      />
    );
  }
  if (status === 'loading' || !answer) return <Skeleton label={t\`Loading…\`} shape="block" />;
  return <p>{answer.accessible ? <Trans>The service answers in your region.</Trans> : <Trans>The service is not available in your region.</Trans>}</p>;
}
`,
  'src/routes/_pages/newcomer-status.tsx': `import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NewcomerStatusPage } from '../../features/newcomer-status/newcomer-status-page';

export const Route = createFileRoute('/_pages/newcomer-status')({
  validateSearch: v.object({ region: v.fallback(v.pipe(v.string(), v.maxLength(16)), '') }),
  component: NewcomerStatusPage,
});
`,
  'tests/machines/newcomer-status.machine.test.ts': `import { describe, expect, it } from 'vitest';
import { createRequestMachine, notProvided, selectRequestData, selectRequestProblem, selectRequestStatus } from '../../machines/request.machine';
import { replayShortestPaths } from './replay';

const machine = createRequestMachine<{ region: string; accessible: boolean; loggedIn: boolean }, string>(notProvided('load'));

const events = [
  { type: 'xstate.done.actor.load', output: { region: 'id', accessible: true, loggedIn: true } },
  { type: 'xstate.error.actor.load', error: new Error('offline') },
  { type: 'request.retry' },
] as const;

describe('the newcomer status page on the request machine (model-based)', () => {
  it('follows every shortest path, with a fact checked in each state', async () => {
    const count = await replayShortestPaths({
      machine,
      input: { params: 'id' },
      actorNames: ['load'],
      events,
      facts: {
        loading: (s, pending) => {
          expect(selectRequestStatus(s)).toBe('loading');
          expect(pending.get('load')?.input).toEqual({ params: 'id' });
        },
        ready: (s) => expect(selectRequestData(s)).toEqual({ region: 'id', accessible: true, loggedIn: true }),
        failed: (s) => expect(selectRequestProblem(s)).not.toBeNull(),
      },
    });
    expect(count).toBeGreaterThanOrEqual(3);
  });
});
`,
};

const step = (name, readmeStep, command, args, { cwd, expectFailure = false, env = {} } = {}) => {
  const started = Date.now();
  const run = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = expectFailure ? run.status !== 0 : run.status === 0;
  console.log(`${ok ? '✓' : '✖'} ${name} (${seconds} s)`);
  if (!ok) {
    console.error(`${run.stdout}\n${run.stderr}`.trim().split('\n').slice(-40).join('\n'));
    throw new Error(`newcomer: "${name}" ${expectFailure ? 'passed where it must fail' : 'failed'}: README, "Adding a page", ${readmeStep} no longer holds`);
  }
  return run;
};

/** The working tree (tracked and new files, not the ignored ones) in a fresh directory, sharing node_modules. */
function copyTree() {
  const dir = mkdtempSync(join(tmpdir(), 'newcomer-'));
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
  for (const file of files) {
    // Deleted in the working tree, or node_modules itself (a link to it is not ignored by `node_modules/`).
    if (!existsSync(join(ROOT, file)) || file === 'node_modules' || file.startsWith('node_modules/')) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(ROOT, file), join(dir, file));
  }
  // node_modules: each entry linked (the cache directory stays the copy's own).
  mkdirSync(join(dir, 'node_modules', '.cache', 'companion'), { recursive: true });
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (entry !== '.cache') symlinkSync(join(ROOT, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  if (existsSync(join(ROOT, TYPES_BUILD_INFO))) cpSync(join(ROOT, TYPES_BUILD_INFO), join(dir, TYPES_BUILD_INFO));
  return dir;
}

/** The newcomer's translations: every new message gets a text in every catalog. */
function translate(dir, sources) {
  for (const locale of LOCALES) {
    const file = join(dir, 'locales', locale, 'messages.po');
    let po = readFileSync(file, 'utf8');
    for (const source of sources) {
      const quoted = JSON.stringify(source);
      const empty = `msgid ${quoted}\nmsgstr ""`;
      // The source catalog (en-US) is written with the source text already.
      if (locale === 'en-US' && po.includes(`msgid ${quoted}\nmsgstr ${quoted}`)) continue;
      if (!po.includes(empty)) throw new Error(`newcomer: ${locale} has no entry for ${quoted} after npm run extract`);
      po = po.replace(empty, `msgid ${quoted}\nmsgstr ${JSON.stringify(locale === 'en-US' ? source : `${source} (${locale})`)}`);
    }
    writeFileSync(file, po);
  }
}

export function runNewcomer() {
  const dir = copyTree();
  try {
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    const run = (name, readmeStep, command, args, options) => step(name, readmeStep, command, args, { cwd: dir, ...options });
    run('route tree generated without a dev server', 'step 2 (the route tree)', 'node', ['scripts/generate-routes.mjs']);
    const tree = readFileSync(join(dir, 'src/routeTree.gen.ts'), 'utf8');
    if (!tree.includes("'/newcomer-notice'") || !tree.includes("'/newcomer-status'")) throw new Error('newcomer: the generated route tree lacks the new routes (README, "Adding a page", step 2)');
    run('npm run extract', 'step 3 (npm run extract)', 'npm', ['run', '--silent', 'extract']);
    const lenient = run('catalogs as npm start compiles them: en-US for the new text, a warning', 'step 3 (npm start before translating)', 'node', ['scripts/compile-catalogs.mjs', '--lenient']);
    if (!/without a translation/.test(lenient.stderr)) throw new Error('newcomer: npm start gave no warning about the untranslated messages (README, "Adding a page", step 3)');
    run('catalogs as npm test compiles them: refused until translated', 'step 3 (npm test is strict)', 'node', ['scripts/compile-catalogs.mjs'], { expectFailure: true });
    translate(dir, [
      'A notice added by the README',
      'Every step of adding a page is written down.',
      'Service status, added by the README',
      'We could not check the service',
      'The service answers in your region.',
      'The service is not available in your region.',
    ]);
    run('catalogs, translated: compiled strictly', 'step 3 (translate in all nine catalogs)', 'node', ['scripts/compile-catalogs.mjs']);
    run('types', 'the steps as a whole (tsc)', 'npx', ['tsc', '-p', 'tsconfig.json', '--incremental', '--preserveSymlinks', '--tsBuildInfoFile', TYPES_BUILD_INFO]);
    run('lint of the new files', 'the conventions (lint)', 'npx', ['eslint', '--max-warnings', '0', '--parser-options', 'projectService:false', '--rule', '@typescript-eslint/no-floating-promises: off', ...Object.keys(FILES)]);
    run('the new model-based test', 'step 6 (tests)', 'npx', ['vitest', 'run', '--project', 'logic', 'tests/machines/newcomer-status.machine.test.ts']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    runNewcomer();
    console.log('newcomer: a notice page and a page with a machine were added by the README alone, and every check passed.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
