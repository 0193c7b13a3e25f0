import { Fragment } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { keyLabel } from '../utils/keyLabel';
import type { Shortcut } from '../utils/shortcutTypes';

/** One shortcut: what it does, and its key combinations as key caps ('Ctrl + Shift + Z or Ctrl + Y'). */
export function ShortcutRow({ shortcut }: { shortcut: Shortcut }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between gap-4 px-3 py-2">
      <dt className="text-sm text-fg">{shortcut.label}</dt>
      <dd className="flex shrink-0 flex-wrap items-center justify-end gap-1 text-xs text-fg-muted">
        {shortcut.combos.map((combo, index) => (
          <Fragment key={combo.join('+')}>
            {index > 0 && <span className="px-1">{t('shortcuts.or')}</span>}
            {combo.map((key, keyIndex) => (
              <Fragment key={key}>
                {keyIndex > 0 && <span aria-hidden="true">+</span>}
                <kbd className="min-w-6 rounded border border-line-strong bg-elevated px-1.5 py-0.5 text-center font-mono text-xs text-fg">
                  {keyLabel(t, key)}
                </kbd>
              </Fragment>
            ))}
          </Fragment>
        ))}
      </dd>
    </div>
  );
}
