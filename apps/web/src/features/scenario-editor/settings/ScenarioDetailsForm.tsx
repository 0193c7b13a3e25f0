import { LANGUAGE_NAMES, LIMITS, type Language, type Scenario } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
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
import { useUpdateScenarioSettings } from './useScenarioSettings';
import { scenarioSettingsApi, type ScenarioSettingsFields } from './settingsApi';
import { scenarioEditorKeys } from '../api/scenarioEditorKeys';

const DESCRIPTION_MAX = LIMITS.scenarioDescriptionMax;
const FORM_FIELDS = ['name', 'description', 'aspectRatio', 'contentLanguage', 'supportedLanguages', 'styleModuleId'];

/** The content language must be one of the supported ones; English is always among them. */
const languageWithin = (language: Language, supported: readonly Language[]): Language =>
  supported.includes(language) ? language : 'en';

/** The form's fields of an episode. */
function draftOf(scenario: Scenario) {
  const languages = withEnglish(scenario.supportedLanguages);
  return {
    name: scenario.name,
    description: scenario.description ?? '',
    aspectRatio: scenario.aspectRatio,
    languages,
    contentLanguage: languageWithin(scenario.contentLanguage, languages),
    styleModuleId: scenario.styleModuleId ?? null,
  };
}

type ScenarioDraft = ReturnType<typeof draftOf>;
type DraftKey = keyof ScenarioDraft;

/** The episode field each form field saves to. */
const SAVED_AS: Record<DraftKey, keyof ScenarioSettingsFields> = {
  name: 'name',
  description: 'description',
  aspectRatio: 'aspectRatio',
  languages: 'supportedLanguages',
  contentLanguage: 'contentLanguage',
  styleModuleId: 'styleModuleId',
};

/** Form values as the episode fields scenario.update takes (trimmed; an empty description is none). */
function fieldsOf(values: Partial<ScenarioDraft>, keys: readonly DraftKey[]): ScenarioSettingsFields {
  const fields: Record<string, unknown> = {};
  for (const key of keys) {
    const value = values[key];
    if (key === 'name') fields.name = String(value ?? '').trim();
    else if (key === 'description') fields.description = String(value ?? '').trim() || null;
    else fields[SAVED_AS[key]] = value;
  }
  return fields as ScenarioSettingsFields;
}

const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** How often in a row a save goes again silently over a newer episode before the user is asked. */
const MAX_SILENT_RESAVES = 3;

interface ScenarioDetailsFormProps {
  projectId: string;
  scenario: Scenario;
}

/**
 * Name, description, aspect ratio, languages and style module of the episode (scenario.update), saved with a
 * save bar.
 */
export function ScenarioDetailsForm({ projectId, scenario }: ScenarioDetailsFormProps) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const queryClient = useQueryClient();
  const update = useUpdateScenarioSettings(projectId, scenario.id);
  const form = useVersionedDraft(draftOf(scenario), scenario.updatedAt, update.isPending);
  const { name, description, aspectRatio, languages, contentLanguage, styleModuleId } = form.draft;
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const nameLock = useLockedField({ projectId, fieldType: 'scenario.name', fieldId: scenario.id });
  const descriptionLock = useLockedField({ projectId, fieldType: 'scenario.description', fieldId: scenario.id });

  const errors = validateNamed({ name, description }, DESCRIPTION_MAX);
  const shown = hasTriedSubmit ? errors : {};
  const serverFields = fieldErrorsOf(update.error);
  const current = draftOf(scenario);
  /** The fields the user changed that the episode does not hold yet: what a save sends. */
  const changedKeys = (Object.keys(form.fieldBases) as DraftKey[]).filter(
    (key) => !sameValue(form.draft[key], current[key]),
  );
  /** Of the fields a conflict names, those the user really changed (not set back to the value they had). */
  const clashesOf = (named: readonly string[]) =>
    changedKeys.filter((key) => named.includes(SAVED_AS[key]) && !sameValue(form.draft[key], form.fieldBases[key]));
  const conflictError = isConflictError(update.error) ? update.error : undefined;
  const clashes = conflictError?.conflictFields ? clashesOf(conflictError.conflictFields) : undefined;
  // A conflict only on fields the user did not really change is resolved without asking (see handleConflict).
  const conflict =
    conflictError && (clashes === undefined || clashes.length > 0)
      ? (conflictError.current as Partial<Scenario> | undefined)
      : undefined;
  const formError =
    update.error && !conflict && !FORM_FIELDS.some((field) => serverFields[field])
      ? explainError(update.error, t('episodeSettings.updateFailed'))
      : null;

  const handleLanguages = (next: Language[]) => {
    form.set('languages', next);
    form.set('contentLanguage', languageWithin(contentLanguage, next));
  };

  /**
   * Saves the fields the user changed, each with the value it was changed from, so only a field someone else
   * changed too is a conflict (Keep mine / Take theirs); a conflict on fields the user did not really change puts
   * the user's changes over the latest episode without a word.
   */
  const save = (version = form.editedFrom, bases: Partial<ScenarioDraft> = form.fieldBases, attempt = 0) => {
    const keys = changedKeys;
    if (keys.length === 0) return;
    update.mutate(
      { ...fieldsOf(form.draft, keys), base: fieldsOf(bases, keys), expectedUpdatedAt: version },
      { onError: (error) => handleConflict(error, keys, attempt) },
    );
  };

  const handleConflict = (error: unknown, keys: readonly DraftKey[], attempt: number) => {
    if (!isConflictError(error) || !error.conflictFields || attempt >= MAX_SILENT_RESAVES) return;
    const latest = error.current as Scenario | undefined;
    if (!latest?.updatedAt || clashesOf(error.conflictFields).length > 0) return;
    const latestDraft = draftOf({ ...scenario, ...latest });
    form.saveOver(latest.updatedAt, latestDraft);
    // A field named that the user did not really change keeps the other person's value.
    const named = new Set(error.conflictFields);
    const resent = keys.filter((key) => !named.has(SAVED_AS[key]));
    if (resent.length === 0) return update.reset();
    update.mutate(
      { ...fieldsOf(form.draft, resent), base: fieldsOf(latestDraft, resent), expectedUpdatedAt: latest.updatedAt },
      { onError: (next) => handleConflict(next, resent, attempt + 1) },
    );
  };

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
    const theirs = draftOf({ ...scenario, ...conflict });
    form.saveOver(conflict.updatedAt, theirs);
    save(conflict.updatedAt, theirs);
  };

  /** Take theirs: the form shows the episode as saved now, read again from the server. */
  const takeTheirs = async () => {
    const latest = await scenarioSettingsApi.get(scenario.id).catch(() => undefined);
    const theirs = latest ?? (conflict?.updatedAt ? { ...scenario, ...conflict } : undefined);
    if (!theirs) return;
    form.takeTheirs(draftOf(theirs), theirs.updatedAt);
    update.reset();
    if (latest) void queryClient.invalidateQueries({ queryKey: scenarioEditorKeys.detail(scenario.id) });
  };

  const conflictLabels = (clashes ?? []).map((key) =>
    key === 'name' ? t('episodeSettings.name') : key === 'description' ? t('episodeSettings.description') : key,
  );

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
        {conflict && (
          <ConflictNotice onKeepMine={keepMine} onTakeTheirs={() => void takeTheirs()} fields={conflictLabels} />
        )}
        <SaveBar isDirty={form.isDirty} isSaving={update.isPending} isSaved={update.isSuccess} error={formError} />
      </form>
    </SettingsSection>
  );
}
