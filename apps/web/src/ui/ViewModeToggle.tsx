import { useTranslation } from '../lib/i18n/useTranslation';
import { Icon } from './Icon';
import type { ViewMode } from './viewMode';

interface ViewModeToggleProps {
  value: ViewMode;
  onChange: (mode: ViewMode) => void;
}

/** Grid / list switch: two toggle buttons, the current one pressed. */
export function ViewModeToggle({ value, onChange }: ViewModeToggleProps) {
  const { t } = useTranslation();
  const modes = [
    { mode: 'grid', icon: 'grid', label: t('ui.toolbar.gridView') },
    { mode: 'list', icon: 'list', label: t('ui.toolbar.listView') },
  ] as const;
  return (
    <div role="group" aria-label={t('ui.toolbar.view')} className="flex rounded-lg border border-line bg-canvas p-0.5">
      {modes.map(({ mode, icon, label }) => (
        <button
          key={mode}
          type="button"
          aria-pressed={value === mode}
          aria-label={label}
          title={label}
          onClick={() => onChange(mode)}
          className={`grid size-8 place-items-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-ring ${
            value === mode ? 'bg-elevated text-fg shadow-sm' : 'text-fg-muted hover:text-fg'
          }`}
        >
          <Icon name={icon} className="size-4" />
        </button>
      ))}
    </div>
  );
}
