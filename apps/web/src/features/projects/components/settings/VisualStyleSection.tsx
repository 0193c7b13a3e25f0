import { LIMITS, STYLE_PRESETS, isMediaAddress, type ProjectDetails, type StylePreset } from '@sym/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { AutoGrowTextarea, SettingsSection, TextField } from '../../../../ui';
import { StyleModuleSelect } from '../../../styles';
import { useUpdateProject } from '../../api/useProjectMutations';
import { explainError, fieldErrorsOf } from '../../utils/errorText';
import { SELECT_CLASSES } from '../SeriesFilter';
import { SaveBar } from './SaveBar';

/** An http(s) URL or one of our /media/ addresses, signed as answers carry them (the server's MediaUrl rule). */
export function isImageAddress(value: string): boolean {
  if (isMediaAddress(value)) return true;
  return /^https?:\/\/\S+$/i.test(value) && URL.canParse(value);
}

/** Style preset (14), style module, custom description and reference image URL (project.update style). */
export function VisualStyleSection({ project, canEdit }: { project: ProjectDetails; canEdit: boolean }) {
  const { t } = useTranslation();
  const presetId = useId();
  const update = useUpdateProject(project.id);
  const saved = project.style;
  const [preset, setPreset] = useState<StylePreset | ''>(saved?.preset ?? '');
  const [customDescription, setCustomDescription] = useState(saved?.custom_description ?? '');
  const [referenceUrl, setReferenceUrl] = useState(saved?.reference_image_url ?? '');
  const [moduleId, setModuleId] = useState<string | null>(saved?.moduleId ?? null);
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);

  const url = referenceUrl.trim();
  const isUrlInvalid = url !== '' && !isImageAddress(url);
  const isDescriptionTooLong = customDescription.length > LIMITS.projectDescriptionMax;
  const isDirty =
    preset !== (saved?.preset ?? '') ||
    customDescription !== (saved?.custom_description ?? '') ||
    url !== (saved?.reference_image_url ?? '') ||
    moduleId !== (saved?.moduleId ?? null);
  const serverFields = fieldErrorsOf(update.error);
  const fieldError = (name: string) => serverFields[`style.${name}`] ?? serverFields[name];
  const hasFieldErrors = Boolean(
    fieldError('reference_image_url') || fieldError('custom_description') || fieldError('moduleId'),
  );
  const formError =
    update.error && !hasFieldErrors ? explainError(update.error, t('projects.settings.updateFailed')) : null;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasTriedSubmit(true);
    if (isUrlInvalid || isDescriptionTooLong) return;
    setReferenceUrl(url);
    update.mutate({
      style: {
        preset: preset || null,
        custom_description: customDescription.trim() ? customDescription : null,
        reference_image_url: url || null,
        // Sent only when changed: the server checks a module reference it is given.
        ...(moduleId !== (saved?.moduleId ?? null) ? { moduleId } : {}),
      },
    });
  };

  return (
    <SettingsSection title={t('projects.settings.style.title')} description={t('projects.settings.style.description')}>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
        <fieldset disabled={!canEdit} className="flex flex-col gap-5">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={presetId} className="text-sm font-medium text-fg">
              {t('projects.settings.style.preset')}
            </label>
            <select
              id={presetId}
              value={preset}
              onChange={(event) => setPreset(event.target.value as StylePreset | '')}
              className={`${SELECT_CLASSES} h-10`}
            >
              <option value="">{t('projects.settings.style.noPreset')}</option>
              {STYLE_PRESETS.map((value) => (
                <option key={value} value={value}>
                  {t(`projects.presets.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <StyleModuleSelect
            projectId={project.id}
            value={moduleId}
            onChange={setModuleId}
            noneLabel={t('styles.picker.noneProject')}
            hint={t('styles.picker.projectHint')}
            error={fieldError('moduleId')}
            disabled={!canEdit}
          />
          <AutoGrowTextarea
            label={t('projects.settings.style.custom')}
            value={customDescription}
            onValueChange={setCustomDescription}
            minRows={3}
            maxRows={8}
            placeholder={t('projects.settings.style.customPlaceholder')}
            hint={t('projects.form.characters', {
              length: customDescription.length,
              max: LIMITS.projectDescriptionMax,
            })}
            error={
              hasTriedSubmit && isDescriptionTooLong
                ? t('projects.validation.descriptionTooLong', { max: LIMITS.projectDescriptionMax })
                : fieldError('custom_description')
            }
          />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <TextField
              className="flex-1"
              type="url"
              inputMode="url"
              label={t('projects.settings.style.reference')}
              placeholder="https://"
              value={referenceUrl}
              onChange={(event) => setReferenceUrl(event.target.value)}
              error={
                hasTriedSubmit && isUrlInvalid
                  ? t('projects.settings.style.invalidUrl')
                  : fieldError('reference_image_url')
              }
            />
            {url && !isUrlInvalid && (
              <img
                src={url}
                alt={t('projects.settings.style.referenceAlt')}
                className="aspect-video w-full rounded-lg border border-line object-cover sm:mt-6 sm:w-40"
              />
            )}
          </div>
        </fieldset>
        {canEdit && (
          <SaveBar isDirty={isDirty} isSaving={update.isPending} isSaved={update.isSuccess} error={formError} />
        )}
      </form>
    </SettingsSection>
  );
}
