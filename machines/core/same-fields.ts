/**
 * Two view models alike field by field: what a view's `useSelector` compares with, so that a
 * snapshot changing nothing the view shows renders nothing again.
 */
export function sameFields<T extends object>(a: T, b: T): boolean {
  if (a === b) return true;
  const left = Object.entries(a);
  const right = new Map<string, unknown>(Object.entries(b));
  return left.length === right.size && left.every(([key, value]) => right.has(key) && Object.is(value, right.get(key)));
}
