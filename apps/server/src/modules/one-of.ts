/** A stored text read back as one of a closed set of values (an enum column kept as text), else the fallback. */
export const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;
