import type { StyleModuleView } from '@sym/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useUsableStyleModules } from '../hooks/useUsableStyleModules';

interface StyleModuleChecklistProps {
  projectId: string;
  /** The attached module ids, in the order they apply. */
  value: readonly string[];
  onChange: (moduleIds: string[]) => void;
  error?: string;
}

/**
 * Attaches style modules to an asset: one checkbox per module of the project and of the user's library. Ids
 * attached but no longer available are kept unless unticked (they are skipped when pictures are made).
 */
export function StyleModuleChecklist({ projectId, value, onChange, error }: StyleModuleChecklistProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const modules = useUsableStyleModules(projectId);
  const unknown = modules.isPending ? [] : value.filter((id) => modules.nameOf(id) === undefined);
  const isEmpty = !modules.isPending && modules.projectModules.length + modules.libraryModules.length === 0;

  const toggle = (id: string, isChecked: boolean) =>
    onChange(isChecked ? [...value.filter((entry) => entry !== id), id] : value.filter((entry) => entry !== id));

  const group = (label: string, list: readonly StyleModuleView[]) =>
    list.length > 0 && (
      <div className="flex flex-col gap-1.5">
        <span className="text-xs font-medium tracking-wider text-fg-muted uppercase">{label}</span>
        {list.map((module) => (
          <label key={module.id} className="flex items-center gap-2 text-sm text-fg">
            <input
              type="checkbox"
              checked={value.includes(module.id)}
              onChange={(event) => toggle(module.id, event.target.checked)}
              className="size-4 accent-accent"
            />
            {module.name}
          </label>
        ))}
      </div>
    );

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hintId}>
      <legend className="mb-1 text-sm font-medium text-fg">{t('styles.picker.assetLabel')}</legend>
      {modules.isPending ? (
        <p role="status" className="text-sm text-fg-muted">
          {t('styles.picker.loading')}
        </p>
      ) : isEmpty ? (
        <p className="text-sm text-fg-muted">{t('styles.picker.noModules')}</p>
      ) : (
        <div className="flex flex-col gap-3">
          {group(t('styles.picker.projectGroup'), modules.projectModules)}
          {group(t('styles.picker.libraryGroup'), modules.libraryModules)}
          {unknown.map((id) => (
            <label key={id} className="flex items-center gap-2 text-sm text-fg-muted">
              <input type="checkbox" checked onChange={() => toggle(id, false)} className="size-4 accent-accent" />
              {t('styles.picker.unknown')}
            </label>
          ))}
        </div>
      )}
      <p id={hintId} className={`text-xs ${error || modules.error ? 'text-danger' : 'text-fg-muted'}`}>
        {error ?? (modules.error ? t('styles.picker.loadFailed') : t('styles.picker.assetHint'))}
      </p>
    </fieldset>
  );
}
