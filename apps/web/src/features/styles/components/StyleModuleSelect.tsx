import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Icon } from '../../../ui';
import { useUsableStyleModules } from '../hooks/useUsableStyleModules';

interface StyleModuleSelectProps {
  projectId: string;
  value: string | null;
  onChange: (moduleId: string | null) => void;
  /** What "no module" means here (e.g. 'No style module', 'Same as the project'). */
  noneLabel: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
}

/**
 * Picks one style module for a project or an episode: the project's own modules and the user's library, in
 * two groups. A module no longer available stays shown (as such) until another is picked.
 */
export function StyleModuleSelect({
  projectId,
  value,
  onChange,
  noneLabel,
  hint,
  error,
  disabled = false,
}: StyleModuleSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const messageId = `${id}-message`;
  const modules = useUsableStyleModules(projectId);
  const isUnknown = value !== null && !modules.isPending && modules.nameOf(value) === undefined;
  const message = error ?? (modules.error ? t('styles.picker.loadFailed') : hint);

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('styles.picker.label')}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value ?? ''}
          disabled={disabled}
          aria-busy={modules.isPending || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => onChange(event.target.value || null)}
          className={`h-10 w-full appearance-none rounded-lg border bg-canvas pr-9 pl-3 text-sm text-fg transition-colors focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent/40 disabled:opacity-60 ${
            error ? 'border-danger' : 'border-line hover:border-line-strong'
          }`}
        >
          <option value="">{noneLabel}</option>
          {modules.isPending && value && <option value={value}>{t('styles.picker.loading')}</option>}
          {isUnknown && <option value={value}>{t('styles.picker.unknown')}</option>}
          {modules.projectModules.length > 0 && (
            <optgroup label={t('styles.picker.projectGroup')}>
              {modules.projectModules.map((module) => (
                <option key={module.id} value={module.id}>
                  {module.name}
                </option>
              ))}
            </optgroup>
          )}
          {modules.libraryModules.length > 0 && (
            <optgroup label={t('styles.picker.libraryGroup')}>
              {modules.libraryModules.map((module) => (
                <option key={module.id} value={module.id}>
                  {module.name}
                </option>
              ))}
            </optgroup>
          )}
        </select>
        <Icon
          name="chevronDown"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-fg-muted"
        />
      </div>
      {message && (
        <p id={messageId} className={`text-xs ${error || modules.error ? 'text-danger' : 'text-fg-muted'}`}>
          {message}
        </p>
      )}
    </div>
  );
}
