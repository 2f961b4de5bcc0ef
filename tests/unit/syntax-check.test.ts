import { describe, expect, it } from 'vitest';
import { inlineScripts, syntaxProblems } from '../../scripts/syntax-check.mjs';

/** The support matrix's syntax check (scripts/syntax-check.mjs), on what an old engine cannot parse. */
const problems = (source: string): string[] => syntaxProblems(source, 'chunk.js');

describe('the syntax check against the support matrix (Chrome 80, Safari 14)', () => {
  it.each([
    ['logical assignment (Chrome 85)', 'let a; a ??= 1;'],
    ['logical or-assignment', 'var o = {}; o.x ||= 2;'],
    ['numeric separators', 'var n = 1_000;'],
    ['class fields (static ones: Safari 14.1)', 'class A { static x = 1 }'],
    ['class static blocks (Safari 16.4)', 'class A { static { init(); } }'],
    ['private methods', 'class A { #m() {} }'],
    ['`#x in obj`', 'class A { #x; static is(o) { return #x in o; } }'],
    ['top-level await', 'await load();'],
    ['the d flag', 'var r = /a(b)/d;'],
    ['the v flag', 'var r = /[\\p{L}--[a-z]]/v;'],
  ])('refuses %s', (_, source) => {
    expect(problems(source)).toHaveLength(1);
  });

  it.each([
    ['in a literal', 'var r = /(?<=\\$)\\d+/;'],
    ['negative, in a literal', 'var r = /(?<!x)y/g;'],
    ['in new RegExp with a literal pattern', "var r = new RegExp('(?<=a)b', 'g');"],
    ['in RegExp() called without new', "var r = RegExp('(?<!a)b');"],
  ])('refuses lookbehind (Safari 16.4) %s', (_, source) => {
    expect(problems(source)[0]).toMatch(/lookbehind/);
  });

  it('passes what the matrix parses, and new syntax that is only text in a string or comment', () => {
    const es2020 = [
      'var a = o?.b?.[c] ?? d;',
      'var n = 10n;',
      'async function f() { for await (const x of y) {} }',
      'var r = /(?<year>\\d{4})-(?=x)/u;',
      'var s = "a ??= b; class A { static {} }"; // x ||= y',
      'import("./chunk.js").then(m => m);',
    ].join('\n');
    expect(problems(es2020)).toEqual([]);
  });

  it('names the file, line and column', () => {
    expect(problems('var ok = 1;\nx &&= 2;')[0]).toMatch(/^chunk\.js:2:\d+ does not parse as ES2020/);
  });

  it('finds the inline scripts of a page, not those with a src', () => {
    const html = '<head><script>var a = 1;</script><script defer src="/static/js/x.js"></script><script type="module">b ??= 2</script></head>';
    expect(inlineScripts(html)).toEqual(['var a = 1;', 'b ??= 2']);
  });
});
