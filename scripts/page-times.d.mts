export const SLOT_S: number;
export function localeTime(nowS: number, index: number): number;
export function stampLocaleTimes(pagesDir: string, locales: readonly string[], nowS?: number): void;
