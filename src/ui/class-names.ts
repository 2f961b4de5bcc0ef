/** Joins the class names that are set: `cx('a', busy && 'b', undefined)` → `'a b'` or `'a'`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
