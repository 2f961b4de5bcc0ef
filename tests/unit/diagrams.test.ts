// @vitest-environment node
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { and, fromPromise, not, setup, stateIn } from 'xstate';
import { DOC_PATH, guardText, jsdocAbove, renderDocument, renderMachine, renderMachines } from '../../scripts/diagrams';

// `npm run diagrams` runs this file with WRITE_DIAGRAMS=1: the file is written instead of compared.
const writing = process.env.WRITE_DIAGRAMS === '1';

describe('docs/machines.md', () => {
  it('matches the statecharts of machines/<room>/<name>.machine.ts', async () => {
    const generated = await renderMachines();
    if (writing) {
      mkdirSync(dirname(DOC_PATH), { recursive: true });
      writeFileSync(DOC_PATH, generated);
      return;
    }
    const current = existsSync(DOC_PATH) ? readFileSync(DOC_PATH, 'utf8') : '';
    expect(current, 'docs/machines.md is stale: run npm run diagrams').toBe(generated);
  });
});

const sample = setup({
  types: { events: {} as { type: 'go' } | { type: 'stop' } | { type: 'ping' } },
  actors: { fetchThing: fromPromise(async () => 'thing') },
  guards: { ready: () => true, chose: (_, _method: string) => true },
  delays: { patience: 1000 },
}).createMachine({
  id: 'sample-machine',
  type: 'parallel',
  on: { ping: { actions: [] }, stop: '.right.off' },
  states: {
    'left-side': {
      initial: 'idle',
      states: {
        idle: { on: { go: [{ guard: 'ready', target: 'busy.working' }, { guard: { type: 'chose', params: 'x' }, target: 'done' }] } },
        busy: {
          initial: 'working',
          after: { patience: 'idle', 250: 'done' },
          states: {
            working: { invoke: { id: 'fetch', src: 'fetchThing', onDone: 'state', onError: '#sample-machine.left-side.done' } },
            state: { always: { guard: stateIn('#sample-machine.right.on'), target: 'working' } },
            hist: { type: 'history', history: 'deep' },
          },
          onDone: 'done',
        },
        done: { type: 'final' },
      },
    },
    right: {
      initial: 'off',
      states: { off: { on: { go: 'on' } }, on: { on: { stop: 'off' } } },
    },
  },
});

describe('renderMachine', () => {
  const { mermaid, undrawn } = renderMachine(sample);
  const lines = mermaid.split('\n');

  it('draws the root as a composite named by the machine id', () => {
    expect(lines[0]).toBe('stateDiagram-v2');
    expect(mermaid).toContain('[*] --> sample_machine');
    expect(mermaid).toContain('state "sample-machine" as sample_machine');
  });

  it('separates parallel regions with --', () => {
    const left = lines.findIndex((l) => l.includes('as left_side'));
    const right = lines.findIndex((l) => l.trim() === 'state right {');
    expect(lines.slice(left, right).some((l) => l.trim() === '--')).toBe(true);
  });

  it('gives nested states path ids and keeps their keys as labels', () => {
    expect(mermaid).toContain('state "working" as left_side__busy__working');
    expect(mermaid).toContain('state "idle" as left_side__idle');
    // A key that is a mermaid keyword ('state') is safe inside a path id.
    expect(mermaid).toContain('state "state" as left_side__busy__state');
  });

  it('marks initial and final states inside their composites', () => {
    expect(mermaid).toContain('[*] --> left_side__busy__working');
    expect(mermaid).toContain('left_side__done --> [*]');
  });

  it('labels events with their guards, delays, invoke outcomes and eventless transitions', () => {
    expect(mermaid).toContain('left_side__idle --> left_side__busy__working : go [ready]');
    expect(mermaid).toContain('left_side__idle --> left_side__done : go [chose(x)]');
    expect(mermaid).toContain('left_side__busy --> left_side__idle : after patience');
    expect(mermaid).toContain('left_side__busy --> left_side__done : after 250ms');
    expect(mermaid).toContain('left_side__busy__working --> left_side__busy__state : done(fetch)');
    expect(mermaid).toContain('left_side__busy__working --> left_side__done : error(fetch)');
    expect(mermaid).toContain('left_side__busy --> left_side__done : done');
    expect(mermaid).toContain('left_side__busy__state --> left_side__busy__working : always [in sample-machine.right.on]');
    expect(mermaid).toContain('left_side__busy__working : invoke fetch (fetchThing)');
    expect(mermaid).toContain('state "hist (deep history)" as left_side__busy__hist');
  });

  it('writes every transition at the top level, after all the states', () => {
    const lastBrace = lines.map((l) => l.trim()).lastIndexOf('}');
    const arrows = lines.filter((l) => / --> /.test(l) && !l.includes('[*]'));
    expect(arrows.length).toBeGreaterThan(0);
    for (const a of arrows) {
      expect(lines.indexOf(a)).toBeGreaterThan(lastBrace);
      expect(a.startsWith('  ') && !a.startsWith('   ')).toBe(true);
    }
  });

  it('keeps ids free of characters mermaid refuses and labels free of : and ;', () => {
    for (const line of lines.slice(1)) {
      const arrow = /^\s*(\S+) --> (\S+)(?: : (.*))?$/.exec(line);
      if (!arrow) continue;
      for (const id of [arrow[1], arrow[2]]) expect(id).toMatch(/^(\[\*\]|[A-Za-z_][A-Za-z0-9_]*)$/);
      expect(arrow[3] ?? '').not.toMatch(/[:;]/);
    }
  });

  it('lists transitions without a target, and from a compound state into itself, instead of drawing them', () => {
    expect(undrawn).toEqual([
      { state: 'sample-machine', label: 'ping', target: null },
      { state: 'sample-machine', label: 'stop', target: 'right.off' },
    ]);
  });

  it('renders the same text every time', () => {
    expect(renderMachine(sample).mermaid).toBe(mermaid);
  });
});

describe('guardText', () => {
  it('spells out built-in guards', () => {
    expect(guardText(and(['a', not('b')]))).toBe('a and not b');
    expect(guardText(stateIn({ config: 'allowed' }))).toBe('in config.allowed');
    expect(guardText({ type: 'limit', params: { max: 3 } })).toBe('limit(max=3)');
  });
});

describe('jsdocAbove', () => {
  it('takes the first paragraph of the JSDoc right above the export', () => {
    const source = ['/**', ' * First line', ' * - a list item', ' *', ' * Second paragraph.', ' */', 'export const fooMachine = 1;'].join('\n');
    expect(jsdocAbove(source, 'fooMachine')).toBe('First line\n- a list item');
    expect(jsdocAbove('export const fooMachine = 1;', 'fooMachine')).toBeNull();
  });
});

describe('renderDocument', () => {
  it('starts with the do-not-edit header and orders machines by file', () => {
    const doc = renderDocument([
      { file: 'machines/b.machine.ts', exportName: 'bMachine', machine: sample, doc: null },
      { file: 'machines/a.machine.ts', exportName: 'aMachine', machine: sample, doc: 'About a.' },
    ]);
    expect(doc).toContain('Generated by `npm run diagrams` from machines/<room>/<name>.machine.ts; do not edit.');
    expect(doc.indexOf('machines/a.machine.ts')).toBeLessThan(doc.indexOf('machines/b.machine.ts'));
    expect(doc).toContain('About a.');
    expect(doc.endsWith('\n') && !doc.endsWith('\n\n')).toBe(true);
  });
});
