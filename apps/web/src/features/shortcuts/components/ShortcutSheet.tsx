import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Modal } from '../../../ui';
import type { ShortcutGroup } from '../utils/shortcutTypes';
import { ShortcutRow } from './ShortcutRow';

interface ShortcutSheetProps {
  isOpen: boolean;
  onClose: () => void;
  /** The groups of what is on screen now, in the order they were mounted. */
  groups: readonly ShortcutGroup[];
}

/** The keyboard shortcut sheet: the shortcuts of the current screen, then those that work everywhere. */
export function ShortcutSheet({ isOpen, onClose, groups }: ShortcutSheetProps) {
  const { t } = useTranslation();
  const everywhere: ShortcutGroup = {
    id: 'global',
    title: t('shortcuts.global.title'),
    shortcuts: [
      { combos: [['?']], label: t('shortcuts.global.show') },
      { combos: [['esc']], label: t('shortcuts.global.close') },
    ],
  };
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('shortcuts.title')} description={t('shortcuts.description')}>
      <div className="flex flex-col gap-5">
        {[...groups, everywhere].map((group) => (
          <section key={group.id} aria-labelledby={`shortcuts-${group.id}`} className="flex flex-col gap-2">
            <h3 id={`shortcuts-${group.id}`} className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
              {group.title}
            </h3>
            <dl className="flex flex-col divide-y divide-line rounded-lg border border-line">
              {group.shortcuts.map((shortcut) => (
                <ShortcutRow key={shortcut.label} shortcut={shortcut} />
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Modal>
  );
}
