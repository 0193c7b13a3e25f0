import { randomUUID } from 'node:crypto';

export interface CloneTarget {
  sourceProjectId: string;
  projectId: string;
  /** The new owner: every copied row is created by them. */
  userId: string;
  /** The copy's series: the bible assets of that series are used as they are, not copied. */
  seriesId: string | null;
}

export interface CloneSummary {
  /** Old style module id → new one, to remap the project's own style reference. */
  styleModuleIds: ReadonlyMap<string, string>;
  counts: {
    styleModules: number;
    assets: number;
    /** Asset variants copied; `generations` is a key of the project.cloned event's payload, so it keeps that name. */
    generations: number;
    variantImages: number;
    modifications: number;
    scenarios: number;
    shots: number;
    shotAssets: number;
    shotGenerations: number;
  };
}

// Well under PostgreSQL's 65535 bind parameters for the widest row here.
const CHUNK = 500;

export async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

export function remap(ids: Iterable<string>): Map<string, string> {
  return new Map(Array.from(ids, (id) => [id, randomUUID()]));
}
