import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The design tokens as written in src/ui/tokens.css, checked where a reader would notice:
 * text at least 4.5:1 on its background and focus rings and control borders at least 3:1
 * (WCAG 2.2, 1.4.3 and 1.4.11), in the light and the dark scheme; sizes on the one scale;
 * logical properties only in the design system's stylesheets.
 */

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
const stripComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
const TOKENS = stripComments(read('../../src/ui/tokens.css'));
const STYLESHEETS = {
  'src/ui/tokens.css': TOKENS,
  'src/ui/components.css': stripComments(read('../../src/ui/components.css')),
  'src/styles.css': stripComments(read('../../src/styles.css')),
};
/** Every stylesheet of the site: the design system's, the shell's and each feature's. */
const FEATURE_STYLESHEETS: Record<string, string> = Object.fromEntries(
  readdirSync(fileURLToPath(new URL('../../src', import.meta.url)), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => [`src/${file}`, stripComments(read(`../../src/${file}`))]),
);

/** The text between the `{` at `open` and its matching `}`. */
function blockAt(css: string, open: number): string {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return css.slice(open + 1, i);
  }
  throw new Error('unbalanced braces in tokens.css');
}

/** The block of the first rule (at any depth) whose selector list is `selector`, spaces aside. */
function ruleBlock(css: string, selector: string): string {
  const wanted = selector.replace(/\s+/g, ' ');
  for (const match of css.matchAll(/([^{}]+)\{/g)) {
    if ((match[1] as string).trim().replace(/\s+/g, ' ') === wanted) return blockAt(css, match.index + match[0].length - 1);
  }
  throw new Error(`no "${selector}" rule`);
}

function declarations(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, name, value] of block.matchAll(/(--[a-z0-9-]+)\s*:\s*([^;]+);/g)) out[name as string] = (value as string).trim();
  return out;
}

const colours = (all: Record<string, string>) => Object.fromEntries(Object.entries(all).filter(([name]) => name.startsWith('--color-')));

const darkStart = TOKENS.indexOf('@media (prefers-color-scheme: dark)');
const LIGHT = colours(declarations(ruleBlock(TOKENS.slice(0, darkStart), ':root')));
const DARK_OVERRIDES = colours(declarations(ruleBlock(blockAt(TOKENS, TOKENS.indexOf('{', darkStart)), ':root')));
const DARK = { ...LIGHT, ...DARK_OVERRIDES };
const SIZES = declarations(ruleBlock(TOKENS, ':root, .notice, .boot-failure'));

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const SURFACES = ['surface', 'surface-raised', 'surface-muted'];
const SEVERITIES = ['info', 'success', 'warning', 'danger'];

/** [foreground, background, minimum ratio, where the pair is seen]. */
const PAIRS: [string, string, number, string][] = [
  ...SURFACES.flatMap((bg): [string, string, number, string][] => [
    ['on-surface', bg, 4.5, 'body text'],
    ['muted', bg, 4.5, 'secondary text and hints'],
    ['primary', bg, 4.5, 'links, link buttons and accent figures'],
    ['primary-hover', bg, 4.5, 'a hovered link'],
    ['danger-fg', bg, 4.5, 'a form field’s error'],
    ['success-fg', bg, 4.5, 'good news outside a banner'],
    ['focus', bg, 3, 'the focus ring'],
    ['border', bg, 3, 'input and radio borders'],
    ...SEVERITIES.map((s): [string, string, number, string] => [`${s}-border`, bg, 3, `a ${s} banner’s outline`]),
  ]),
  ['on-primary', 'primary', 4.5, 'a primary button'],
  ['on-primary', 'primary-hover', 4.5, 'a hovered primary button'],
  ['on-danger-action', 'danger-action', 4.5, 'a destructive confirm button'],
  ['on-danger-action', 'danger-action-hover', 4.5, 'a hovered destructive confirm button'],
  ['toast-fg', 'toast-bg', 4.5, 'the toast'],
  ...SEVERITIES.flatMap((s): [string, string, number, string][] => [
    [`${s}-fg`, `${s}-bg`, 4.5, `a ${s} banner’s text and links`],
    ['focus', `${s}-bg`, 3, `the focus ring on a control inside a ${s} banner`],
  ]),
];

describe('colour tokens', () => {
  it('are all plain hex colours, so that this test reads each one', () => {
    expect(Object.keys(LIGHT).length).toBeGreaterThan(20);
    for (const [name, value] of Object.entries({ ...LIGHT, ...DARK_OVERRIDES })) expect(value, name).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('have a dark value for every light one', () => {
    expect(Object.keys(DARK_OVERRIDES).sort()).toEqual(Object.keys(LIGHT).sort());
  });

  it.each([
    ['light', LIGHT],
    ['dark', DARK],
  ] as const)('in the %s scheme, every pair meets its contrast minimum', (_scheme, palette) => {
    const failures: string[] = [];
    for (const [fg, bg, minimum, where] of PAIRS) {
      const a = palette[`--color-${fg}`];
      const b = palette[`--color-${bg}`];
      if (!a || !b) {
        failures.push(`missing --color-${a ? bg : fg}`);
        continue;
      }
      const ratio = contrast(a, b);
      if (ratio < minimum) failures.push(`${fg} ${a} on ${bg} ${b}: ${ratio.toFixed(2)} < ${minimum} (${where})`);
    }
    expect(failures).toEqual([]);
  });

  it('measure contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('size tokens', () => {
  /** A size token's CSS pixels at the default 16 px root: `calc(N * var(--ui-px))` → N. */
  const px = (name: string) => {
    const value = SIZES[name];
    const match = value ? /^calc\((\d+(?:\.\d+)?) \* var\(--ui-px\)\)$/.exec(value) : null;
    if (!match) throw new Error(`${name} is not N × --ui-px: ${value}`);
    return Number(match[1]);
  };
  const scale = (prefix: string) =>
    Object.keys(SIZES)
      .filter((name) => name.startsWith(prefix))
      .map(px);

  it('make one type scale and one spacing scale', () => {
    expect(scale('--text-')).toEqual([12, 14, 16, 20, 24, 32]);
    expect(scale('--space-')).toEqual([4, 8, 12, 16, 24, 32, 48]);
  });

  it('give every control a 44 px touch target', () => {
    expect(px('--touch-target')).toBeGreaterThanOrEqual(44);
    const controls: [keyof typeof STYLESHEETS, string][] = [
      ['src/styles.css', '.button'],
      ['src/styles.css', '.button-link'],
      ['src/ui/components.css', '.ui-field-input'],
    ];
    for (const [file, selector] of controls) {
      expect(ruleBlock(STYLESHEETS[file], selector), `${file} ${selector}`).toMatch(/min-block-size:\s*var\(--touch-target\)/);
    }
  });

  it('use the 1/16 rem unit, rebased to 1 px inside a notice and the failure banners', () => {
    expect(declarations(ruleBlock(TOKENS, ':root'))['--ui-px']).toBe('0.0625rem');
    expect(declarations(ruleBlock(TOKENS, '.notice, .boot-failure'))['--ui-px']).toBe('1px');
  });
});

describe('the design system’s stylesheets', () => {
  // Physical directions do not mirror in Arabic. Media features (min-width) are not properties.
  const PHYSICAL = [
    /\b(margin|padding|border)-(left|right|top|bottom)\b/,
    /(^|[;{\s])(left|right|top|bottom|width|height|min-width|max-width|min-height|max-height)\s*:/,
    /\b(text-align|float|clear)\s*:\s*(left|right)\b/,
  ];

  it.each(Object.entries(STYLESHEETS))('%s uses logical properties only', (_file, css) => {
    const rules = css.replace(/@media[^{]*\{/g, '{');
    const found = PHYSICAL.flatMap((pattern) => rules.split('\n').filter((line) => pattern.test(line)));
    expect(found).toEqual([]);
  });

  // The logical shorthands (margin-block, padding-inline …) are Chrome 87 and Safari 14.1, past
  // the support matrix, and lightningcss cannot lower one whose value is a var(): an engine of
  // the matrix would drop the declaration and lose the space. The longhands are Chrome 69, Safari 12.1.
  it.each(Object.entries(FEATURE_STYLESHEETS))('%s uses the logical longhands the support matrix has', (_file, css) => {
    expect(css.match(/(^|[;{\s])(margin|padding)-(block|inline)\s*:[^;]*/g) ?? []).toEqual([]);
  });

  it.each(Object.entries(STYLESHEETS))('%s takes colours from the tokens only', (file, css) => {
    const outsideTokens = file === 'src/ui/tokens.css' ? css.replace(/--color-[a-z0-9-]+\s*:\s*#[0-9a-f]{6};/gi, '') : css;
    expect(outsideTokens.match(/#[0-9a-f]{3,8}\b/gi) ?? []).toEqual([]);
  });

  it('set Korean to break between words and give CJK and Arabic more line height', () => {
    expect(ruleBlock(TOKENS, ':lang(ko)')).toMatch(/word-break:\s*keep-all/);
    for (const lang of ['zh-CN', 'zh-TW', 'ko', 'ar']) expect(TOKENS).toMatch(new RegExp(`:root:lang\\(${lang}\\)[^{]*\\{[^}]*--leading-body:\\s*1\\.[7-9]`));
  });
});
