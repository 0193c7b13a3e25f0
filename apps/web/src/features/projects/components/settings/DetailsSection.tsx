import { LIMITS, type ProjectDetails } from '@sym/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { AutoGrowTextarea, SettingsSection, TextField } from '../../../../ui';
import { isConflictError } from '../../../../lib/errors';
import { ConflictNotice, FieldLockNote, useLockedField, useVersionedDraft } from '../../../collaboration';
import { useUpdateProject } from '../../api/useProjectMutations';
import { useValidationText } from '../../hooks/useValidationText';
import { explainError, fieldErrorsOf } from '../../utils/errorText';
import { hasErrors, validateNamed } from '../../utils/formValidation';
import { LanguagesField, withEnglish } from '../LanguagesField';
import { SaveBar } from './SaveBar';

/** Name, description and supported languages (project.update); owner and collaborators may edit. */
export function DetailsSection({ project, canEdit }: { project: ProjectDetails; canEdit: boolean }) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const update = useUpdateProject(project.id);
  const current = {
    name: project.name,
    description: project.description ?? '',
    languages: withEnglish(project.supportedLanguages),
  };
  // Follows others' live changes to fields the user has not touched; saves over the version it was edited from.
  const form = useVersionedDraft(current, project.updatedAt, update.isPending);
  const { name, description, languages } = form.draft;
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const nameLock = useLockedField({ projectId: project.id, fieldType: 'project.name', fieldId: project.id });
  const descriptionLock = useLockedField({
    projectId: project.id,
    fieldType: 'project.description',
    fieldId: project.id,
  });

  const errors = validateNamed({ name, description }, LIMITS.projectDescriptionMax);
  const shown = hasTriedSubmit ? errors : {};
  const serverFields = fieldErrorsOf(update.error);
  const conflict = isConflictError(update.error)
    ? (update.error.current as Partial<ProjectDetails> | undefined)
    : undefined;
  const formError =
    update.error && !conflict && !serverFields.name && !serverFields.description && !serverFields.supportedLanguages
      ? explainError(update.error, t('projects.settings.updateFailed'))
      : null;

  /** Saves the form over the version it was edited from (a 409 shows Keep mine / Take theirs). */
  const save = (version = form.editedFrom) =>
    update.mutate({
      name: name.trim(),
      description: description.trim() || null,
      supportedLanguages: languages,
      expectedUpdatedAt: version,
    });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasTriedSubmit(true);
    if (hasErrors(errors)) return;
    form.set('name', name.trim());
    form.set('description', description.trim());
    nameLock.lock.release();
    descriptionLock.lock.release();
    save();
  };

  const keepMine = () => {
    if (!conflict?.updatedAt) return save();
    form.saveOver(conflict.updatedAt);
    save(conflict.updatedAt);
  };

  const takeTheirs = () => {
    if (!conflict?.updatedAt) return;
    form.takeTheirs(
      {
        name: conflict.name ?? project.name,
        description: conflict.description ?? '',
        languages: withEnglish(conflict.supportedLanguages ?? project.supportedLanguages),
      },
      conflict.updatedAt,
    );
    update.reset();
  };

  return (
    <SettingsSection
      title={t('projects.settings.details.title')}
      description={t('projects.settings.details.description')}
    >
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
        <fieldset disabled={!canEdit} className="flex flex-col gap-5">
          <TextField
            label={t('projects.form.name')}
            value={name}
            onChange={(event) => form.set('name', event.target.value)}
            error={shown.name ? validationText(shown.name) : serverFields.name}
            aria-required="true"
            autoComplete="off"
            {...nameLock.inputProps}
          />
          <FieldLockNote lock={nameLock.lock} />
          <AutoGrowTextarea
            label={t('projects.form.description')}
            value={description}
            onValueChange={(next) => {
              if (!descriptionLock.lock.isReadOnly) form.set('description', next);
            }}
            {...descriptionLock.inputProps}
            shouldCleanOnBlur={!descriptionLock.lock.isReadOnly}
            minRows={3}
            maxRows={8}
            hint={t('projects.form.characters', { length: description.length, max: LIMITS.projectDescriptionMax })}
            error={
              shown.description
                ? validationText(shown.description, LIMITS.projectDescriptionMax)
                : serverFields.description
            }
          />
          <FieldLockNote lock={descriptionLock.lock} />
          <LanguagesField
            value={languages}
            onChange={(next) => form.set('languages', next)}
            isDisabled={!canEdit}
            error={serverFields.supportedLanguages}
          />
        </fieldset>
        {conflict && <ConflictNotice onKeepMine={keepMine} onTakeTheirs={takeTheirs} />}
        {canEdit && (
          <SaveBar isDirty={form.isDirty} isSaving={update.isPending} isSaved={update.isSuccess} error={formError} />
        )}
      </form>
    </SettingsSection>
  );
}
