import { useContext, useEffect, useMemo } from 'react';
import type { ShortcutGroup } from '../utils/shortcutTypes';
import { ShortcutsContext } from './ShortcutsContext';

/**
 * Lists the shortcuts a component handles on the keyboard shortcut sheet for as long as it is mounted (and
 * `isEnabled`); called beside the key handling itself so the sheet never drifts from the keys.
 */
export function useRegisterShortcuts(group: ShortcutGroup, isEnabled = true): void {
  const registry = useContext(ShortcutsContext);
  // Callers build the group on every render; its content, not its identity, decides a new registration.
  const content = JSON.stringify(group);
  const stable = useMemo(() => JSON.parse(content) as ShortcutGroup, [content]);
  useEffect(() => {
    if (!registry || !isEnabled) return;
    return registry.register(stable);
  }, [registry, stable, isEnabled]);
}
