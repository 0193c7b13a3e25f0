import type { ProjectSort } from '@sym/contracts';
import { useState } from 'react';
import {
  readProjectFilter,
  readProjectOrder,
  readProjectSort,
  writeProjectFilter,
  writeProjectOrder,
  writeProjectSort,
  type ProjectFilter,
} from '../utils/projectPreferences';

/** Filter, sort and custom order of the project list, read once from local storage and saved on change. */
export function useProjectListPreferences() {
  const [filter, setFilterState] = useState<ProjectFilter>(readProjectFilter);
  const [sort, setSortState] = useState<ProjectSort>(readProjectSort);
  const [customOrder, setCustomOrderState] = useState<string[]>(readProjectOrder);

  const setFilter = (patch: Partial<ProjectFilter>) => {
    const next = { ...filter, ...patch };
    setFilterState(next);
    writeProjectFilter(next);
  };
  const setSort = (next: ProjectSort) => {
    setSortState(next);
    writeProjectSort(next);
  };
  /** Saves a manual order and switches the list to it (spec §4: reordering switches to custom). */
  const setCustomOrder = (order: string[]) => {
    setCustomOrderState(order);
    writeProjectOrder(order);
    setSort('custom');
  };

  return { filter, setFilter, sort, setSort, customOrder, setCustomOrder };
}
