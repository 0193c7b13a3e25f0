/** Quoting for the SQL the database rules are generated as (stored-file-references.ts, stored-file-liveness.ts). */
export const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

export interface Names {
  /** A function, table or index of our schema, quoted (and qualified, when a schema is named). */
  of(name: string): string;
}

export function namesFor(schemaName?: string): Names {
  return { of: (name) => (schemaName ? `${quote(schemaName)}.${quote(name)}` : quote(name)) };
}
