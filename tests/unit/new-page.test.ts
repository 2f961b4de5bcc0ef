import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nameProblem, parseArgs, planPage, writePage } from '../../scripts/new-page.mjs';

/** `npm run new:page` (scripts/new-page.mjs): the README's "Adding a page" as a tool; scripts/newcomer.mjs runs it and the checks. */
describe('nameProblem: a page name is kebab-case', () => {
  it('accepts lower-case words of letters and digits joined by "-"', () => {
    for (const name of ['gift-card-help', 'ping', 'official-compensation4', 'a1-b2']) expect(nameProblem(name)).toBeNull();
  });

  it('refuses anything else, and the names the router reserves', () => {
    for (const name of [undefined, '', 'GiftCard', 'gift_card', 'gift--card', '-gift', 'gift-', '4-gift', 'gift card', 'activity/gift', '$code', 'index']) {
      expect(nameProblem(name), String(name)).not.toBeNull();
    }
  });
});

describe('parseArgs: a name and at most one kind', () => {
  it('reads a text page by default or with --text, a page with a machine with --machine', () => {
    expect(parseArgs(['gift-help'])).toEqual({ name: 'gift-help', kind: 'text' });
    expect(parseArgs(['--text', 'gift-help'])).toEqual({ name: 'gift-help', kind: 'text' });
    expect(parseArgs(['gift-help', '--machine'])).toEqual({ name: 'gift-help', kind: 'machine' });
  });

  it('refuses both kinds, an unknown option, two names, no name', () => {
    for (const args of [['a', '--text', '--machine'], ['a', '--page'], ['a', 'b'], [], ['Bad']]) expect(parseArgs(args)).toHaveProperty('problem');
  });
});

describe('planPage: the files the README names for each kind of page', () => {
  it('a text page: the notice view and its route file, no feature folder', () => {
    const plan = planPage('gift-help', 'text');
    expect(plan.path).toBe('/gift-help');
    expect(plan.files.map((f) => f.path)).toEqual(['src/features/notices/gift-help-page.tsx', 'src/routes/_pages/gift-help.tsx']);
    expect(plan.featureFolder).toBeNull();
    expect(plan.layoutLine).toBeNull();
    const [view, route] = plan.files.map((f) => f.text);
    expect(view).toContain('export function GiftHelpPage()');
    expect(view).toContain('<NoticeLayout title={t`Gift help`}>');
    expect(route).toContain("createFileRoute('/_pages/gift-help')({ ...TEXT_PAGE, validateSearch: FramedSearch, component: GiftHelpPage })");
    expect(plan.messages).toEqual(['Gift help', 'Write the text of the Gift help page here.']);
  });

  it('a page with a machine: the machine and its view model, its model test, the feature folder (wiring and view) and the route', () => {
    const plan = planPage('gift-status', 'machine');
    expect(plan.files.map((f) => f.path)).toEqual([
      'machines/gift-status/gift-status.machine.ts',
      'machines/gift-status/gift-status.view.ts',
      'tests/machines/gift-status.machine.test.ts',
      'src/features/gift-status/wiring.ts',
      'src/features/gift-status/gift-status-page.tsx',
      'src/routes/_pages/gift-status.tsx',
    ]);
    expect(plan.featureFolder).toBe('src/features/gift-status/');
    const text = Object.fromEntries(plan.files.map((f) => [f.path, f.text]));
    expect(text['machines/gift-status/gift-status.machine.ts']).toContain('export const giftStatusMachine = createRequestMachine<');
    expect(text['src/features/gift-status/wiring.ts']).toContain('export const useGiftStatusPage = definePage({');
    expect(text['src/features/gift-status/wiring.ts']).toContain('giftStatusMachine.provide(');
    expect(text['src/routes/_pages/gift-status.tsx']).not.toContain('TEXT_PAGE');
    // The view renders the view model's union; the decisions are in the .view.ts.
    expect(text['machines/gift-status/gift-status.view.ts']).toContain('export function selectGiftStatusView(');
    expect(text['src/features/gift-status/gift-status-page.tsx']).toContain('useSelector(actor, selectGiftStatusView)');
    expect(text['src/features/gift-status/gift-status-page.tsx']).not.toMatch(/status === |machines\/core/);
    // The model test: a fact, with an assertion, for each of the request machine's states.
    const test = text['tests/machines/gift-status.machine.test.ts'] ?? '';
    for (const state of ['loading', 'ready', 'failed']) expect(test).toMatch(new RegExp(`\\b${state}: \\([^)]*\\) =>[^\\n]*\\n?[^\\n]*expect\\(`));
    expect(plan.messages[0]).toBe('Gift status');
  });

  it('a new feature folder gets its Layout line, aligned as the other features/ lines', () => {
    const { layoutLine, nextSteps } = planPage('gift-status', 'machine');
    expect(layoutLine).toBe(`    ${'gift-status/'.padEnd(22)}/gift-status: what the page does`);
    expect(nextSteps.join('\n')).toContain(layoutLine);
    expect(nextSteps.join('\n')).toContain('npm run diagrams');
  });

  it('every kind: extract, then translate the new messages, then npm run check', () => {
    for (const kind of ['text', 'machine'] as const) {
      const steps = planPage('gift-status', kind).nextSteps;
      expect(steps[0]).toMatch(/^npm run extract/);
      expect(steps[1]).toMatch(/^translate the new msgstr in all nine catalogs/);
      expect(steps.some((s) => s.startsWith('npm run check'))).toBe(true);
    }
  });

  it('refuses an invalid name', () => {
    expect(() => planPage('Gift', 'text')).toThrow(/kebab-case/);
  });
});

describe('writePage: writes the files, or nothing when the page exists', () => {
  it('writes every planned file, then refuses the same page (and its route from another kind) without writing', () => {
    const root = mkdtempSync(join(tmpdir(), 'new-page-'));
    try {
      const plan = planPage('gift-status', 'machine');
      expect(writePage(plan, root)).toEqual(plan.files.map((f) => f.path));
      for (const file of plan.files) expect(readFileSync(join(root, file.path), 'utf8')).toBe(file.text);
      expect(() => writePage(plan, root)).toThrow(/\/gift-status exists already/);
      expect(() => writePage(planPage('gift-status', 'text'), root)).toThrow(/src\/routes\/_pages\/gift-status\.tsx/);
      expect(existsSync(join(root, 'src/features/notices/gift-status-page.tsx'))).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('counts a route folder of the same path as taken', () => {
    const root = mkdtempSync(join(tmpdir(), 'new-page-'));
    try {
      mkdirSync(join(root, 'src/routes/_pages/gift-help'), { recursive: true });
      expect(() => writePage(planPage('gift-help', 'text'), root)).toThrow(/src\/routes\/_pages\/gift-help\//);
      expect(existsSync(join(root, 'src/features/notices/gift-help-page.tsx'))).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
