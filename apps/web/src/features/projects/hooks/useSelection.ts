import { useCallback, useMemo, useState } from 'react';

/** A set of selected ids, limited to the ids that still exist (deleted or filtered-out items drop out). */
export function useSelection(availableIds: readonly string[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => {
    const available = new Set(availableIds);
    return new Set([...chosen].filter((id) => available.has(id)));
  }, [chosen, availableIds]);

  const toggle = useCallback((id: string, isSelected: boolean) => {
    setChosen((current) => {
      const next = new Set(current);
      if (isSelected) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const clear = useCallback(() => setChosen(new Set()), []);

  return { selected, toggle, clear };
}
