/** Longest folder name the asset `folder` field accepts. */
export const FOLDER_NAME_MAX = 100;

export type AddFolderResult =
  /** `name` is the folder's spelling in the list: the new one, or the existing one for a duplicate. */
  { isValid: true; folders: string[]; name: string } | { isValid: false; error: 'empty' };

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** The existing spelling of `name` in `folders`, ignoring case. */
export function findFolder(folders: readonly string[], name: string): string | undefined {
  return folders.find((folder) => sameName(folder, name));
}

/**
 * Spec §5 folder creation: an empty (or blank) name is refused; a name that already exists, ignoring
 * case, is accepted silently without being added twice.
 */
export function addFolder(folders: readonly string[], rawName: string): AddFolderResult {
  const name = rawName.trim().slice(0, FOLDER_NAME_MAX);
  if (name === '') return { isValid: false, error: 'empty' };
  const existing = findFolder(folders, name);
  if (existing !== undefined) return { isValid: true, folders: [...folders], name: existing };
  return { isValid: true, folders: [...folders, name], name };
}

export function removeFolder(folders: readonly string[], name: string): string[] {
  return folders.filter((folder) => !sameName(folder, name));
}

/** Every folder to show: the custom ones plus those assets already use, each once, sorted by name. */
export function folderNamesOf(customFolders: readonly string[], assetFolders: readonly (string | null | undefined)[]) {
  const names: string[] = [];
  for (const folder of [...customFolders, ...assetFolders]) {
    const name = folder?.trim();
    if (name && findFolder(names, name) === undefined) names.push(name);
  }
  return names.sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
}

export interface FolderGroup<T> {
  /** Null for the assets outside any folder. */
  folder: string | null;
  assets: T[];
}

/**
 * Groups assets under their folders: first the assets without a folder (when there are any), then every
 * folder in `folders`, empty ones included.
 */
export function groupAssetsByFolder<T extends { folder?: string | null }>(
  assets: readonly T[],
  folders: readonly string[],
): FolderGroup<T>[] {
  const groups = new Map<string | null, T[]>(folders.map((folder) => [folder, []]));
  const loose: T[] = [];
  for (const asset of assets) {
    const folder = asset.folder?.trim() ? findFolder(folders, asset.folder.trim()) : undefined;
    if (folder === undefined) loose.push(asset);
    else groups.get(folder)!.push(asset);
  }
  const folderGroups = folders.map((folder) => ({ folder, assets: groups.get(folder)! }));
  return loose.length > 0 ? [{ folder: null, assets: loose }, ...folderGroups] : folderGroups;
}
