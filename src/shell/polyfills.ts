/**
 * The APIs that the pages and their dependencies call and that an engine of the support matrix
 * (package.json `browserslist`, README "Engines": Chrome 80, Safari 14) lacks. An engine that
 * has them all (every current one) loads nothing: the entries (src/main.tsx, src/text-page.ts)
 * await `polyfilled()` before they start, and only an engine missing one of them downloads the
 * core-js chunk (src/shell/polyfills-core-js.ts), about 5 KiB brotli, so the text pages' budget
 * is spent on the page, not on old engines. The lint knows the list (POLYFILLED in
 * eslint.config.js); any other newer API is used behind a feature test (Intl.Segmenter,
 * Intl.DisplayNames, scheduler.yield, crypto.randomUUID, the resource-timing fields of /ping).
 */
export function missingApis(win: { Object: object; Array: { prototype: object }; String: { prototype: object } } = globalThis): string[] {
  const missing: string[] = [];
  if (typeof Reflect.get(win.Object, 'hasOwn') !== 'function') missing.push('Object.hasOwn');
  if (typeof Reflect.get(win.Array.prototype, 'at') !== 'function') missing.push('Array.prototype.at');
  if (typeof Reflect.get(win.String.prototype, 'replaceAll') !== 'function') missing.push('String.prototype.replaceAll');
  return missing;
}

/** Resolves once every API of the list exists (at once where the engine has them all). */
export async function polyfilled(): Promise<void> {
  if (missingApis().length === 0) return;
  await import(/* webpackChunkName: "polyfills" */ './polyfills-core-js');
}
