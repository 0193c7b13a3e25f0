import { LANGUAGE_NAMES, LIMITS, type Language, type Scenario } from '@sym/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoGrowTextarea, SelectField, SettingsSection, TextField } from '../../../ui';
import {
  LanguagesField,
  SaveBar,
  explainError,
  fieldErrorsOf,
  hasErrors,
  useValidationText,
  validateNamed,
  withEnglish,
} from '../../projects';
import { isConflictError } from '../../../lib/errors';
import { ConflictNotice, FieldLockNote, useLockedField, useVersionedDraft } from '../../collaboration';
import { StyleModuleSelect } from '../../styles';
import { AspectRatioField } from './AspectRatioField';
import { useUpdateEpisodeSettings } from './useEpisodeSettings';

const DESCRIPTION_MAX = LIMITS.scenarioDescriptionMax;
const FORM_FIELDS = ['name', 'description', 'aspectRatio', 'contentLanguage', 'supportedLanguages', 'styleModuleId'];

/** The content language must be one of the supported ones; English is always among them. */
const languageWithin = (language: Language, supported: readonly Language[]): Language =>
  supported.includes(language) ? language : 'en';

/** The form's fields of an episode. */
function draftOf(episode: Scenario) {
  const languages = withEnglish(episode.supportedLanguages);
  return {
    name: episode.name,
    description: episode.description ?? '',
    aspectRatio: episode.aspectRatio,
    languages,
    contentLanguage: languageWithin(episode.contentLanguage, languages),
    styleModuleId: episode.styleModuleId ?? null,
  };
}

interface EpisodeDetailsFormProps {
  projectId: string;
  episode: Scenario;
}

/**
 * Name, description, aspect ratio, languages and style module of the episode (scenario.update), saved with a
 * save bar.
 */
export function EpisodeDetailsForm({ projectId, episode }: EpisodeDetailsFormProps) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const update = useUpdateEpisodeSettings(projectId, episode.id);
  const form = useVersionedDraft(draftOf(episode), episode.updatedAt, update.isPending);
  const { name, description, aspectRatio, languages, contentLanguage, styleModuleId } = form.draft;
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const nameLock = useLockedField({ projectId, fieldType: 'scenario.name', fieldId: episode.id });
  const descriptionLock = useLockedField({ projectId, fieldType: 'scenario.description', fieldId: episode.id });

  const errors = validateNamed({ name, description }, DESCRIPTION_MAX);
  const shown = hasTriedSubmit ? errors : {};
  const serverFields = fieldErrorsOf(update.error);
  const conflict = isConflictError(update.error) ? (update.error.current as Partial<Scenario> | undefined) : undefined;
  const formError =
    update.error && !conflict && !FORM_FIELDS.some((field) => serverFields[field])
      ? explainError(update.error, t('episodeSettings.updateFailed'))
      : null;

  const handleLanguages = (next: Language[]) => {
    form.set('languages', next);
    form.set('contentLanguage', languageWithin(contentLanguage, next));
  };

  /** Saves the form over the version it was edited from (a 409 shows Keep mine / Take theirs). */
  const save = (version = form.editedFrom) =>
    update.mutate({
      name: name.trim(),
      description: description.trim() || null,
      aspectRatio,
      contentLanguage,
      supportedLanguages: languages,
      // Sent only when changed: the server checks a module reference it is given.
      ...(styleModuleId !== (episode.styleModuleId ?? null) ? { styleModuleId } : {}),
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
    form.takeTheirs(draftOf({ ...episode, ...conflict }), conflict.updatedAt);
    update.reset();
  };

  return (
    <SettingsSection title={t('episodeSettings.details.title')} description={t('episodeSettings.details.description')}>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
        <TextField
          label={t('episodeSettings.name')}
          value={name}
          onChange={(event) => form.set('name', event.target.value)}
          error={shown.name ? validationText(shown.name) : serverFields.name}
          aria-required="true"
          autoComplete="off"
          {...nameLock.inputProps}
        />
        <FieldLockNote lock={nameLock.lock} />
        <AutoGrowTextarea
          label={t('episodeSettings.description')}
          value={description}
          onValueChange={(next) => {
            if (!descriptionLock.lock.isReadOnly) form.set('description', next);
          }}
          {...descriptionLock.inputProps}
          shouldCleanOnBlur={!descriptionLock.lock.isReadOnly}
          minRows={3}
          maxRows={8}
          hint={t('episodeSettings.characters', { length: description.length, max: DESCRIPTION_MAX })}
          error={shown.description ? validationText(shown.description, DESCRIPTION_MAX) : serverFields.description}
        />
        <FieldLockNote lock={descriptionLock.lock} />
        <AspectRatioField value={aspectRatio} onChange={(next) => form.set('aspectRatio', next)} />
        <LanguagesField value={languages} onChange={handleLanguages} error={serverFields.supportedLanguages} />
        <SelectField
          label={t('episodeSettings.contentLanguage')}
          value={contentLanguage}
          options={languages.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          onValueChange={(value) => form.set('contentLanguage', value as Language)}
          error={serverFields.contentLanguage}
        />
        <StyleModuleSelect
          projectId={projectId}
          value={styleModuleId}
          onChange={(next) => form.set('styleModuleId', next)}
          noneLabel={t('styles.picker.noneEpisode')}
          hint={t('styles.picker.episodeHint')}
          error={serverFields.styleModuleId}
        />
        {conflict && <ConflictNotice onKeepMine={keepMine} onTakeTheirs={takeTheirs} />}
        <SaveBar isDirty={form.isDirty} isSaving={update.isPending} isSaved={update.isSuccess} error={formError} />
      </form>
    </SettingsSection>
  );
}
