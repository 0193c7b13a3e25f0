import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ShortcutsContext, type ShortcutRegistry } from '../hooks/ShortcutsContext';
import { useQuestionMarkKey } from '../hooks/useQuestionMarkKey';
import type { ShortcutGroup } from '../utils/shortcutTypes';
import { ShortcutSheet } from './ShortcutSheet';

/**
 * Collects the shortcut groups of what is on screen and opens the keyboard shortcut sheet on '?' (not while
 * typing in a field or with a dialog open).
 */
export function ShortcutsProvider({ children }: { children: ReactNode }) {
  const [groups, setGroups] = useState<readonly { group: ShortcutGroup }[]>([]);
  const [isOpen, setIsOpen] = useState(false);

  const register = useCallback((group: ShortcutGroup) => {
    const entry = { group };
    setGroups((current) => [...current, entry]);
    return () => setGroups((current) => current.filter((item) => item !== entry));
  }, []);

  useQuestionMarkKey(() => setIsOpen(true));

  const registry = useMemo<ShortcutRegistry>(() => ({ register }), [register]);
  // A group registered twice (two mounted copies of one list) shows once.
  const shown = useMemo(() => {
    const seen = new Set<string>();
    return groups.map((item) => item.group).filter((group) => !seen.has(group.id) && seen.add(group.id));
  }, [groups]);

  return (
    <ShortcutsContext.Provider value={registry}>
      {children}
      <ShortcutSheet isOpen={isOpen} onClose={() => setIsOpen(false)} groups={shown} />
    </ShortcutsContext.Provider>
  );
}
