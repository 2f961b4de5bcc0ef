import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candidatePaths, commentsOf, layoutFolders, markdownLinks, missingPaths } from '../../scripts/paths-check.mjs';

/** The check that every path a comment or a Markdown file names exists (scripts/paths-check.mjs). */
const paths = (text: string): string[] => candidatePaths(text).map((m) => m.path);
const comments = (source: string, kind: 'script' | 'style' | 'hash' = 'script'): string[] => commentsOf(source, kind).map((c) => c.text.trim());

describe('candidatePaths: the repository paths a text names', () => {
  it('reads a path from a top-level folder or a root file, as prose and Markdown write it', () => {
    expect(paths('see src/app.tsx and tests/unit/ for more')).toEqual(['src/app.tsx', 'tests/unit/']);
    expect(paths('`deploy/policy.ts` writes dist/server/policy.json')).toEqual(['deploy/policy.ts']);
    expect(paths('.ci/run installs it; locales/en-US/messages.po')).toEqual(['.ci/run', 'locales/en-US/messages.po']);
    expect(paths("package.json's browserslist, rsbuild.config.ts, eslint.config.js, tsconfig.json, knip.json, .gitignore")).toEqual([
      'package.json',
      'rsbuild.config.ts',
      'eslint.config.js',
      'tsconfig.json',
      'knip.json',
      '.gitignore',
    ]);
  });

  it('leaves out trailing punctuation, anchors, line numbers, quotes and brackets', () => {
    expect(paths('(src/shell/host.ts), src/ui/button.tsx. And src/ui/...')).toEqual(['src/shell/host.ts', 'src/ui/button.tsx', 'src/ui/']);
    expect(paths('[API](protocol/api/README.md#csp-violation-reports) at src/app.tsx:42')).toEqual(['protocol/api/README.md', 'src/app.tsx']);
    expect(paths(`'mocks/handlers.ts' "docs/machines.md"; machines/core/problem.ts?`)).toEqual(['mocks/handlers.ts', 'docs/machines.md', 'machines/core/problem.ts']);
    expect(paths('src/shell/…')).toEqual(['src/shell/']);
  });

  it('keeps globs and placeholders whole, for the check to match', () => {
    expect(paths('src/routes/** and machines/*.machine.ts')).toEqual(['src/routes/**', 'machines/*.machine.ts']);
    expect(paths('scripts/*.{mjs,ts} and tests/{unit,machines}/**/*.test.ts')).toEqual(['scripts/*.{mjs,ts}', 'tests/{unit,machines}/**/*.test.ts']);
    expect(paths('src/features/<feature>/wiring.ts, locales/<locale>/messages.po')).toEqual(['src/features/<feature>/wiring.ts', 'locales/<locale>/messages.po']);
    expect(paths('src/routes/_pages/$param.tsx')).toEqual(['src/routes/_pages/$param.tsx']);
  });

  it('names nothing inside a URL, a longer or relative path, a word or a generated folder', () => {
    expect(paths('https://example.com/src/app.tsx http://localhost:3000/docs/x.md')).toEqual([]);
    expect(paths('../src/ui/tokens.css ./scripts/x.mjs my-src/a.ts resrc/b.ts @scope/tests/c')).toEqual([]);
    expect(paths('node_modules/.cache/companion dist/server/nginx/*.conf dist-demo/pages/en-US/help.html')).toEqual([]);
    expect(paths('mypackage.json, foo/package.json, vite.config')).toEqual([]);
  });

  it('never throws, and every path it returns is the input at its offset (property)', () => {
    const fragments = fc.constantFrom(
      'src/',
      'tests/unit/',
      '.ci/',
      'machines/',
      'a.ts',
      '*',
      '**',
      '{a,b}',
      '{',
      '}',
      ',',
      '<name>',
      '<',
      '>',
      '$id',
      '.',
      '..',
      '/',
      '#x',
      ':',
      ' ',
      '\n',
      'https://',
      'package.json',
      'x.config.ts',
      '.gitignore',
      '…',
      '`',
    );
    const text = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.array(fragments, { maxLength: 30 }).map((parts) => parts.join('')));
    fc.assert(
      fc.property(text, (input) =>
        candidatePaths(input).every(({ path, index }) => path.length > 0 && input.includes(path) && input.slice(index, index + path.length) === path),
      ),
    );
  });
});

describe('markdownLinks: the relative link targets of a Markdown text', () => {
  it('follows relative links, without anchor or query, and leaves addresses alone', () => {
    const text = '[a](docs/machines.md#x) ![b](shot.png "title") [c](../src/ui/tokens.css) [d](https://x.dev/a) [e](#here) [f](/abs) [g](mailto:a@b.c) [h](<with space.md>)';
    expect(markdownLinks(text).map((l) => l.path)).toEqual(['docs/machines.md', 'shot.png', '../src/ui/tokens.css']);
    for (const { path, index } of markdownLinks(text)) expect(text.slice(index, index + path.length)).toBe(path);
  });
});

describe('commentsOf: the comments of a source file', () => {
  it('reads line and block comments, JSDoc included', () => {
    expect(comments('const a = 1; // one\n/** two\n * lines */\nlet b; /* three */')).toEqual(['one', '* two\n * lines', 'three']);
  });

  it('skips strings, template literals and regular expressions that look like comments', () => {
    const source = [
      "const url = 'https://example.com/src/x'; // real",
      'const s = "/* not */";',
      'const t = `a // ${b /* inner */} c /* not */ ${`nested ${d}`} // still not`;',
      'const r = /\\/\\/ not|[/*]/g.test(x); /* after regex */',
      'const q = a / b / c; // after division',
      "const p = x.split('/').pop(); // after split",
      'if (ok) return /re/.test(s); // after return',
    ].join('\n');
    expect(comments(source)).toEqual(['real', 'inner', 'after regex', 'after division', 'after split', 'after return']);
  });

  it('reads around JSX: closing and self-closing tags start no regular expression', () => {
    const source = 'const v = (\n  <p>\n    <Trans>text</Trans> <br /> {/* jsx comment */}\n  </p>\n); // after jsx';
    expect(comments(source)).toEqual(['jsx comment', 'after jsx']);
  });

  it('keeps a misread quote to its line', () => {
    expect(comments("const v = <p>Don't worry</p>;\n// next line")).toEqual(['next line']);
  });

  it('reads stylesheets and # comments', () => {
    expect(comments('a { content: "/* no */"; } /* yes */ b::after { content: "x" }', 'style')).toEqual(['yes']);
    expect(comments('# first\nlisten 80; # second\nset $a "x#y";', 'hash')).toEqual(['first', 'second']);
  });
});

describe('layoutFolders: the folders of the README Layout tree', () => {
  it('joins each entry to the one a level above it, and leaves file entries and descriptions alone', () => {
    const readme = [
      '# Title',
      '',
      '## Layout',
      '',
      '```',
      'src/            the pages: main.tsx, text-page.ts',
      '                and more/ that continues',
      '  app.tsx …     the frame',
      '  shell/        shared',
      '    static/     text pages',
      '  ui/           design system',
      '.ci/            CI entry',
      '```',
      '',
      '## Next',
    ].join('\n');
    const found = layoutFolders(readme);
    expect(found?.map((f) => f.path)).toEqual(['src/', 'src/shell/', 'src/shell/static/', 'src/ui/', '.ci/']);
    for (const { path, index } of found ?? []) expect(path.endsWith(readme.slice(index, readme.indexOf(' ', index)))).toBe(true);
    expect(layoutFolders('# No layout here')).toBeNull();
  });
});

describe('missingPaths: a repository with stale paths', () => {
  it('lists file:line: path for each, and what the Layout gets wrong', () => {
    const root = mkdtempSync(join(tmpdir(), 'paths-check-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    try {
      write('src/app.ts', "// src/app.ts and src/shell/gone.ts\nconst s = 'src/not-a-comment.ts';\n/* machines/*.machine.ts, src/shell/<name>.ts, src/app */\n");
      write('src/shell/host.ts', '// tests/<name>.test.ts has none, nor does machines/*.rules.ts\n');
      write('src/features/one/view.css', '/* src/features/one/view.css, src/features/two/ */\n');
      write('machines/a.machine.ts', '');
      write('docs/guide.md', '[host](../src/shell/host.ts) [gone](../src/gone.ts) see src/app.ts#top\n');
      write('dist/x.js', '// src/only-in-dist.ts\n');
      write('README.md', '## Layout\n\n```\nsrc/      pages\n  shell/  shared\n  gone/   removed\ndocs/     docs\n```\n');
      const { problems } = missingPaths(root);
      expect(problems).toEqual([
        'docs/guide.md:1: src/gone.ts',
        'src/app.ts:1: src/shell/gone.ts',
        'src/features/one/view.css:1: src/features/two/',
        'src/shell/host.ts:1: tests/<name>.test.ts',
        'src/shell/host.ts:1: machines/*.rules.ts',
        'README.md:6: src/gone/ (in Layout)',
        'README.md: the Layout leaves out machines/ (give it one short line)',
        'README.md: the Layout leaves out src/features/ (give it one short line)',
        'README.md: the Layout leaves out src/features/one/ (give it one short line)',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
