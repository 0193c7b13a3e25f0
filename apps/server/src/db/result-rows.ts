/** The rows of a raw `db.execute` (node-postgres and PGlite both answer `{ rows }`; the shared type says unknown). */
export const resultRows = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
