import { PROJECT_VISIBILITY, type ProjectDetails } from '@sym/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { SettingsSection } from '../../../../ui';
import { useUpdateProject } from '../../api/useProjectMutations';
import { explainError } from '../../utils/errorText';
import { SaveBar } from './SaveBar';

type Visibility = ProjectDetails['visibility'];

/** Private, shared or public; only the owner changes it, everyone else sees it read-only. */
export function SharingSection({ project, isOwner }: { project: ProjectDetails; isOwner: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateProject(project.id);
  const [visibility, setVisibility] = useState<Visibility>(project.visibility);
  const isDirty = visibility !== project.visibility;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate({ visibility });
  };

  return (
    <SettingsSection
      title={t('projects.settings.sharing.title')}
      description={t('projects.settings.sharing.description')}
    >
      <form onSubmit={handleSubmit} className="flex flex-col gap-4">
        <fieldset disabled={!isOwner} className="flex flex-col gap-2">
          <legend className="sr-only">{t('projects.settings.sharing.visibility')}</legend>
          {PROJECT_VISIBILITY.map((value) => (
            <label
              key={value}
              className={`flex items-start gap-3 rounded-xl border px-4 py-3 transition-colors ${
                visibility === value ? 'border-accent bg-accent-soft' : 'border-line'
              } ${isOwner ? 'cursor-pointer hover:border-line-strong' : 'cursor-default opacity-90'}`}
            >
              <input
                type="radio"
                name="visibility"
                value={value}
                checked={visibility === value}
                onChange={() => setVisibility(value)}
                className="mt-0.5 size-4 accent-accent"
              />
              <span>
                <span className="block text-sm font-medium text-fg">
                  {t(`projects.settings.sharing.options.${value}`)}
                </span>
                <span className="block text-xs text-fg-muted">{t(`projects.settings.sharing.hints.${value}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {isOwner ? (
          <SaveBar
            isDirty={isDirty}
            isSaving={update.isPending}
            isSaved={update.isSuccess}
            error={update.error ? explainError(update.error, t('projects.settings.updateFailed')) : null}
          />
        ) : (
          <p className="text-sm text-fg-muted">{t('projects.settings.sharing.ownerOnly')}</p>
        )}
      </form>
    </SettingsSection>
  );
}
