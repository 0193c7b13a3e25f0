import { STORAGE_KEYS } from '@sym/contracts';
import { useState } from 'react';
import { addFolder, findFolder, folderNamesOf, removeFolder } from '../utils/folders';
import { readProjectList, writeProjectList } from '../utils/folderStorage';

/**
 * The project's asset folders — custom ones kept in local storage per project (spec §3 client-only data)
 * plus those assets already use — and which are expanded. Until the user collapses one, all are expanded.
 */
export function useAssetFolders(projectId: string, assetFolders: readonly (string | null | undefined)[]) {
  const [customFolders, setCustomFolders] = useState(() => readProjectList(STORAGE_KEYS.assetFolders, projectId) ?? []);
  const [expanded, setExpanded] = useState(() => readProjectList(STORAGE_KEYS.expandedFolders, projectId));
  const folders = folderNamesOf(customFolders, assetFolders);

  const saveExpanded = (names: string[]) => {
    setExpanded(names);
    writeProjectList(STORAGE_KEYS.expandedFolders, projectId, names);
  };

  const isExpanded = (folder: string) => expanded === null || findFolder(expanded, folder) !== undefined;

  const expand = (folder: string) => {
    if (!isExpanded(folder)) saveExpanded([...(expanded ?? []), folder]);
  };

  const toggle = (folder: string) => {
    const current = expanded ?? folders;
    saveExpanded(isExpanded(folder) ? removeFolder(current, folder) : [...current, folder]);
  };

  /** Adds a folder; answers 'empty' for a blank name (spec §5), else null (duplicates are accepted silently). */
  const createFolder = (name: string): 'empty' | null => {
    const result = addFolder(customFolders, name);
    if (!result.isValid) return result.error;
    // A folder assets already use counts as existing too: accepted without being stored twice.
    const existing = findFolder(folders, result.name);
    if (existing === undefined) {
      setCustomFolders(result.folders);
      writeProjectList(STORAGE_KEYS.assetFolders, projectId, result.folders);
    }
    expand(existing ?? result.name);
    return null;
  };

  const deleteFolder = (name: string) => {
    const remaining = removeFolder(customFolders, name);
    setCustomFolders(remaining);
    writeProjectList(STORAGE_KEYS.assetFolders, projectId, remaining);
  };

  return { folders, customFolders, isExpanded, expand, toggle, createFolder, deleteFolder };
}
