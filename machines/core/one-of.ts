/** A type guard for one of a list of string constants (a reason, a kind), without a type assertion. */
export const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (x: string | null | undefined): x is T =>
    values.some((value) => value === x);
