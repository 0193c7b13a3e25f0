import { localStore } from '../../../lib/storage/localStore';

type ProjectLists = Record<string, string[]>;

function readAll(storageKey: string): ProjectLists {
  const stored = localStore.getJson<unknown>(storageKey);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const lists: ProjectLists = {};
  for (const [projectId, value] of Object.entries(stored)) {
    if (Array.isArray(value)) lists[projectId] = value.filter((item): item is string => typeof item === 'string');
  }
  return lists;
}

/** A per-project list of names kept in local storage under `storageKey` ({ [projectId]: names }); null if none. */
export function readProjectList(storageKey: string, projectId: string): string[] | null {
  return readAll(storageKey)[projectId] ?? null;
}

export function writeProjectList(storageKey: string, projectId: string, names: readonly string[]): void {
  localStore.setJson(storageKey, { ...readAll(storageKey), [projectId]: [...names] });
}
