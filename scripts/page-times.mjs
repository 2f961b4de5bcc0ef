// Issue 32, L9: no revalidation may confirm another locale's copy of a page. Both servers give a
// page the validators nginx gives a static file (ETag "<mtime in seconds>-<size>", Last-Modified
// the mtime), and every locale's copy of a route is written in the same second, so two copies of
// one size had one ETag: a conditional request for zh-TW got 304 against zh-CN's copy. The
// pre-renderer therefore gives each locale's pages a modification time of their own (and
// scripts/compress.mjs copies it to the .br and .gz siblings): no two locales' copies of a route
// share an ETag or a Last-Modified, in one build or across builds.
import { readdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

/** Seconds per build slot: at least one for each locale. */
export const SLOT_S = 16;

/**
 * The modification time (seconds) of locale number `index` for a build at `nowS`: the slot
 * before the build's own (`nowS` rounded down to SLOT_S), plus the index. Two builds in different
 * slots use disjoint seconds, so a time names one (slot, locale) pair; all are in the past.
 */
export function localeTime(nowS, index) {
  if (!Number.isInteger(index) || index < 0 || index >= SLOT_S) throw new Error(`localeTime: locale index ${index} outside 0–${SLOT_S - 1}`);
  return Math.floor(nowS / SLOT_S) * SLOT_S - SLOT_S + index;
}

/** Sets every file under `<pagesDir>/<locale>/` to its locale's time (locales in their fixed order). */
export function stampLocaleTimes(pagesDir, locales, nowS = Math.floor(Date.now() / 1000)) {
  const files = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
  locales.forEach((locale, index) => {
    const time = localeTime(nowS, index);
    for (const file of files(join(pagesDir, locale))) utimesSync(file, time, time);
  });
}
