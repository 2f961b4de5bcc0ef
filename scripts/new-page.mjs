// `npm run new:page -- <name> [--text | --machine]`: the README's "Adding a page" as a tool. It
// writes the canonical files of a new page and prints what is left to do by hand:
//  - a page with only text (the default, or --text): the view in src/features/notices/ and
//    its route file under src/routes/_pages/ (a text page: `...TEXT_PAGE`, never hydrated);
//  - a page with behaviour (--machine): its machine in its room machines/<name>/ (on the shared request
//    machine) with its view model beside it (<name>.view.ts), a model-based test of it in tests/machines/, a new feature folder with its
//    wiring.ts and its view, and the route file.
// The page's path is `/<name>`. A name that is not kebab-case, or whose files, feature folder
// or route are already there, is refused before anything is written. The templates are the
// pages scripts/newcomer.mjs adds in `npm test`, so what this writes passes the types, lint
// and tests; what it cannot do for you (translations, the README's Layout line, the statecharts)
// it prints as next steps.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';

/** A page's name: kebab-case, a letter first (the route's path, the files' names). */
const KEBAB_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
/** Names the router already gives a meaning to. */
const RESERVED = new Set(['index', 'route', 'lazy']);

/**
 * Why a page name is refused, or null when it is a valid one.
 * @param {string | undefined} name
 * @returns {string | null}
 */
export function nameProblem(name) {
  if (!name) return 'a page name is needed: npm run new:page -- <name> [--text | --machine]';
  if (!KEBAB_NAME.test(name)) return `"${name}" is not kebab-case (lower-case words of letters and digits joined by "-", a letter first: gift-card-help)`;
  if (RESERVED.has(name)) return `"${name}" is a name the router reserves`;
  return null;
}

const words = (name) => name.split('-');
const pascal = (name) => words(name).map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const camel = (name) => pascal(name)[0].toLowerCase() + pascal(name).slice(1);
/** The page's title (its h1 and document title): "gift-card-help" → "Gift card help". */
const titleOf = (name) => {
  const text = words(name).join(' ');
  return text[0].toUpperCase() + text.slice(1);
};

function textPage(name) {
  const Page = `${pascal(name)}Page`;
  const title = titleOf(name);
  const body = `Write the text of the ${title} page here.`;
  return {
    files: [
      {
        path: `src/features/notices/${name}-page.tsx`,
        text: `import { Trans, useLingui } from '@lingui/react/macro';
import { NoticeLayout } from '../../shell/notice/notice-layout';

export function ${Page}() {
  const { t } = useLingui();
  return (
    <NoticeLayout title={t\`${title}\`}>
      <p>
        <Trans>${body}</Trans>
      </p>
    </NoticeLayout>
  );
}
`,
      },
      {
        path: `src/routes/_pages/${name}.tsx`,
        text: `import { createFileRoute } from '@tanstack/react-router';
import { ${Page} } from '../../features/notices/${name}-page';
import { FramedSearch } from '../../features/notices/search';
import { TEXT_PAGE } from '../../shell/static/text-page-route';

export const Route = createFileRoute('/_pages/${name}')({ ...TEXT_PAGE, validateSearch: FramedSearch, component: ${Page} });
`,
      },
    ],
    messages: [title, body],
    featureFolder: null,
  };
}

function machinePage(name) {
  const Name = pascal(name);
  const machine = `${camel(name)}Machine`;
  const Answer = `${Name}Answer`;
  const hook = `use${Name}Page`;
  const title = titleOf(name);
  const messages = {
    failed: 'We could not check the service',
    yes: 'The service answers in your region.',
    no: 'The service is not available in your region.',
  };
  return {
    files: [
      {
        path: `machines/${name}/${name}.machine.ts`,
        text: `import { createRequestMachine, notProvided } from '../core/request.machine';

/** What /${name} shows once loaded (the example: whether the service answers in the reader's region). */
export interface ${Answer} {
  region: string;
  accessible: boolean;
  loggedIn: boolean;
}

/**
 * /${name}: load, then show, on the shared request machine (loading → ready | failed, and
 * \`request.retry\` from failed), with the region asked about as its params. Its load (\`load\`)
 * is a placeholder the page's wiring provides.
 */
export const ${machine} = createRequestMachine<${Answer}, string>(notProvided('load'));
`,
      },
      {
        path: `machines/${name}/${name}.view.ts`,
        text: `import type { Problem } from '../core/problem';
import { selectRequestData, selectRequestProblem, selectRequestStatus, type RequestSnapshot } from '../core/request.machine';
import type { ${Answer} } from './${name}.machine';

/** What /${name} shows: a placeholder while it loads, the failure with its problem, or the answer. */
export type ${Name}View = { kind: 'loading' } | { kind: 'failed'; problem: Problem | null } | { kind: 'ready'; accessible: boolean };

/** /${name}'s one part as a union the view renders (its view model); the decisions are made here, not in the view. */
export function select${Name}View(s: RequestSnapshot<${Answer}, string>): ${Name}View {
  const answer = selectRequestData(s);
  if (selectRequestStatus(s) === 'failed') return { kind: 'failed', problem: selectRequestProblem(s) };
  return answer ? { kind: 'ready', accessible: answer.accessible } : { kind: 'loading' };
}
`,
      },
      {
        path: `tests/machines/${name}.machine.test.ts`,
        text: `import { describe, expect, it } from 'vitest';
import { ${machine} } from '../../machines/${name}/${name}.machine';
import { select${Name}View } from '../../machines/${name}/${name}.view';
import { replayShortestPaths } from './replay';

const events = [
  { type: 'xstate.done.actor.load', output: { region: 'id', accessible: true, loggedIn: true } },
  { type: 'xstate.error.actor.load', error: new Error('offline') },
  { type: 'request.retry' },
] as const;

describe('the ${name} page machine (model-based)', () => {
  it('follows every shortest path, with a fact checked in each state', async () => {
    const count = await replayShortestPaths({
      machine: ${machine},
      input: { params: 'id' },
      actorNames: ['load'],
      events,
      facts: {
        loading: (s, pending) => {
          expect(select${Name}View(s)).toEqual({ kind: 'loading' });
          expect(pending.get('load')?.input).toEqual({ params: 'id' });
        },
        ready: (s) => expect(select${Name}View(s)).toEqual({ kind: 'ready', accessible: true }),
        failed: (s) => expect(select${Name}View(s)).toMatchObject({ kind: 'failed', problem: { kind: 'bad-reply' } }),
      },
    });
    expect(count).toBeGreaterThanOrEqual(3);
  });
});
`,
      },
      {
        path: `src/features/${name}/wiring.ts`,
        text: `import { fromPromise } from 'xstate';
import { ${machine}, type ${Answer} } from '../../../machines/${name}/${name}.machine';
import { isLoggedIn, type Session } from '../../../protocol/session';
import { definePage } from '../../shell/page-kit';

/**
 * /${name}'s page hook, declared through the page kit (src/shell/page-kit.ts): the page's machine
 * with its load provided (the example: whether the service answers in the region), and its input.
 */
export const ${hook} = definePage({
  machine: ({ services: { api } }, { session }: { session: Session; region: string }) =>
    ${machine}.provide({
      actors: {
        load: fromPromise<${Answer}, { params: string }>(async ({ input }) => ({ region: input.params, accessible: (await api.areaAccessible()).accessible, loggedIn: isLoggedIn(session) })),
      },
    }),
  input: (_page, { region }) => ({ params: region }),
});
`,
      },
      {
        path: `src/features/${name}/${name}-page.tsx`,
        text: `import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Page } from '../../shell/page';
import { SessionGate } from '../../shell/session-gate';
import { select${Name}View } from '../../../machines/${name}/${name}.view';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { ${hook} } from './wiring';

const route = getRouteApi('/_pages/${name}');

export function ${Name}Page() {
  const { t } = useLingui();
  const { region } = route.useSearch();
  return (
    <Page title={t\`${title}\`}>
      <SessionGate>{(session) => <Status session={session} region={region} />}</SessionGate>
    </Page>
  );
}

function Status(args: Parameters<typeof ${hook}>[0]) {
  const { t } = useLingui();
  const { actor } = ${hook}(args);
  const view = useSelector(actor, select${Name}View);
  switch (view.kind) {
    case 'failed':
      return <LoadFailed title={<Trans>${messages.failed}</Trans>} problem={view.problem} onRetry={() => actor.send({ type: 'request.retry' })} />;
    case 'loading':
      return <Skeleton label={t\`Loading…\`} shape="block" />;
    case 'ready':
      return <p>{view.accessible ? <Trans>${messages.yes}</Trans> : <Trans>${messages.no}</Trans>}</p>;
  }
}
`,
      },
      {
        path: `src/routes/_pages/${name}.tsx`,
        text: `import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ${Name}Page } from '../../features/${name}/${name}-page';

export const Route = createFileRoute('/_pages/${name}')({
  validateSearch: v.object({ region: v.fallback(v.pipe(v.string(), v.maxLength(16)), '') }),
  component: ${Name}Page,
});
`,
      },
    ],
    // "Try again" and "Loading…" are in the catalogs already.
    messages: [title, messages.failed, messages.yes, messages.no],
    featureFolder: `src/features/${name}/`,
  };
}

/**
 * What `new:page` writes for a page: its files (repository paths and text), the messages they
 * add to the catalogs (each to translate in the nine), the new feature folder and the line the
 * README's Layout must give it (null for a text page, whose view joins src/features/notices/),
 * the paths that must not exist yet, and the steps left to do by hand.
 * @param {string} name a valid page name (see nameProblem)
 * @param {'text' | 'machine'} kind
 */
export function planPage(name, kind) {
  const problem = nameProblem(name);
  if (problem) throw new Error(problem);
  const page = kind === 'machine' ? machinePage(name) : textPage(name);
  // The route `/<name>` from any other file or folder, and the feature folder, count as taken.
  const taken = [
    ...page.files.map((f) => f.path),
    `src/routes/${name}.tsx`,
    `src/routes/${name}/`,
    `src/routes/_pages/${name}/`,
    ...(page.featureFolder ? [page.featureFolder] : []),
  ];
  // The Layout line of a new feature folder, indented and aligned as the other features/ lines.
  const layoutLine = page.featureFolder ? `    ${`${name}/`.padEnd(22)}/${name}: what the page does` : null;
  const nextSteps = [
    'npm run extract: the new messages go into the nine catalogs (locales/<locale>/messages.po)',
    `translate the new msgstr in all nine catalogs (README, "Adding a translated string"): ${page.messages.map((m) => JSON.stringify(m)).join(', ')}`,
    ...(layoutLine ? [`add a line for ${page.featureFolder} to the README's "Layout" tree, among the features/ lines (npm run check fails on a folder Layout leaves out):\n${layoutLine}`] : []),
    ...(kind === 'machine' ? ['npm run diagrams: docs/machines.md gets the new machine (npm test fails while it is stale)'] : []),
    'npm run check: generates src/routeTree.gen.ts (commit it), then types, lint, paths and the related tests',
    `make the page yours: the text${kind === 'machine' ? ', the load in wiring.ts, the machine and its test' : ''}; then README "Adding a page" for the rest (demo list, tests, fault matrix)`,
  ];
  return { name, kind, path: `/${name}`, files: page.files, messages: page.messages, featureFolder: page.featureFolder, layoutLine, taken, nextSteps };
}

/**
 * Writes the plan's files under root, refusing (before writing anything) when a path it
 * takes is already there. Returns the paths written.
 * @param {ReturnType<typeof planPage>} plan
 * @param {string} root
 */
export function writePage(plan, root) {
  const there = plan.taken.filter((path) => existsSync(join(root, path)));
  if (there.length > 0) throw new Error(`${plan.path} exists already: ${there.join(', ')}`);
  for (const file of plan.files) {
    mkdirSync(dirname(join(root, file.path)), { recursive: true });
    writeFileSync(join(root, file.path), file.text, { flag: 'wx' });
  }
  return plan.files.map((f) => f.path);
}

/**
 * The command line: a name and at most one of --text, --machine.
 * @param {string[]} args
 * @returns {{ name: string, kind: 'text' | 'machine' } | { problem: string }}
 */
export function parseArgs(args) {
  const flags = args.filter((a) => a.startsWith('--'));
  const names = args.filter((a) => !a.startsWith('--'));
  const unknown = flags.filter((f) => f !== '--text' && f !== '--machine');
  if (unknown.length > 0) return { problem: `unknown option ${unknown.join(', ')} (the options: --text, --machine)` };
  if (flags.includes('--text') && flags.includes('--machine')) return { problem: 'a page is either --text or --machine, not both' };
  if (names.length > 1) return { problem: `one page at a time (got ${names.join(', ')})` };
  const problem = nameProblem(names[0]);
  if (problem) return { problem };
  return { name: names[0], kind: flags.includes('--machine') ? 'machine' : 'text' };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `npm run new:page <name> --machine` hands npm the option (as npm_config_machine), not the script.
  const fromNpm = ['text', 'machine'].filter((kind) => process.env[`npm_config_${kind}`] === 'true').map((kind) => `--${kind}`);
  const parsed = parseArgs([...process.argv.slice(2), ...fromNpm]);
  if ('problem' in parsed) {
    console.error(`new:page: ${parsed.problem}`);
    process.exit(1);
  }
  const plan = planPage(parsed.name, parsed.kind);
  try {
    const written = writePage(plan, resolve(import.meta.dirname, '..'));
    console.log(`new:page: ${plan.path}, a ${plan.kind === 'machine' ? 'page with a machine' : 'text page'}. Wrote:`);
    for (const path of written) console.log(`  ${path}`);
    console.log('\nNext (README, "Adding a page"):');
    plan.nextSteps.forEach((text, i) => console.log(`  ${i + 1}. ${text}`));
  } catch (error) {
    console.error(`new:page: ${error instanceof Error ? error.message : error}; nothing was written`);
    process.exit(1);
  }
}
