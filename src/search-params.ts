/**
 * Search parameters are read as the strings they are and then validated by each route's
 * valibot schema. The router's default parser runs JSON.parse on every value, which turns a
 * code such as `123456E7` into 1234560000000 and loses digits of long numbers.
 */
export function parseSearch(search: string): Record<string, string> {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const first = new Map<string, string>();
  // The first value of a repeated parameter wins, as a link's author most likely meant.
  for (const [key, value] of params) if (!first.has(key)) first.set(key, value);
  // fromEntries makes own properties, so a key such as `__proto__` stays data.
  return Object.fromEntries(first);
}

/** Writes the search back as plain strings; empty and absent values are left out. */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
