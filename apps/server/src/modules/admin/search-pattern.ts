/**
 * The LIKE pattern of "contains this text, any case" for the administration's searches: `%`, `_` and `\` typed
 * into a search mean themselves. Compare it with a lowercased column.
 */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
