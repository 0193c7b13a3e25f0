import { LIMITS, teamRoleMay, type Language, type ProjectView, type SeriesView, type Team } from '@sym/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Alert, AutoGrowTextarea, Button, TextField } from '../../../ui';
import { useCreateProject } from '../api/useProjectMutations';
import { explainError, fieldErrorsOf } from '../utils/errorText';
import { hasErrors, validateNamed } from '../utils/formValidation';
import { useValidationText } from '../hooks/useValidationText';
import { LanguagesField } from './LanguagesField';
import { TeamField } from './TeamField';

interface NewProjectFormProps {
  series?: readonly SeriesView[];
  /** Series preselected (the one the list is filtered to), if any. */
  defaultSeriesId?: string | null;
  /** The user's teams; the form offers those where their role may edit (personal by default). */
  teams?: readonly Team[];
  /** Team preselected (the one the list is filtered to), if any. */
  defaultTeamId?: string | null;
  onCreated: (project: ProjectView) => void;
  onCancel?: () => void;
}

const FORM_FIELDS = ['name', 'description', 'supportedLanguages', 'seriesId', 'teamId'];

/** Name (required, 1-100), description (optional, at most 500), supported languages with English fixed. */
export function NewProjectForm({
  series = [],
  defaultSeriesId = null,
  teams = [],
  defaultTeamId = null,
  onCreated,
  onCancel,
}: NewProjectFormProps) {
  const { t } = useTranslation();
  const seriesFieldId = useId();
  const validationText = useValidationText();
  const createProject = useCreateProject();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [languages, setLanguages] = useState<Language[]>(['en']);
  const [seriesId, setSeriesId] = useState(defaultSeriesId ?? '');
  const editableTeams = teams.filter((team) => teamRoleMay(team.role, 'project.edit'));
  const [teamId, setTeamId] = useState(
    defaultTeamId && editableTeams.some((team) => team.id === defaultTeamId) ? defaultTeamId : '',
  );
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);

  const errors = validateNamed({ name, description }, LIMITS.projectDescriptionMax);
  const shownErrors = hasTriedSubmit ? errors : {};
  const serverFields = fieldErrorsOf(createProject.error);
  const isExplainedByFields = FORM_FIELDS.some((field) => serverFields[field]);
  const formError =
    createProject.error && !isExplainedByFields ? explainError(createProject.error, t('projects.form.failed')) : null;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasTriedSubmit(true);
    if (hasErrors(errors)) return;
    createProject.mutate(
      {
        name: name.trim(),
        ...(description.trim() ? { description: description.trim() } : {}),
        supportedLanguages: languages,
        ...(seriesId ? { seriesId } : {}),
        ...(teamId ? { teamId } : {}),
      },
      { onSuccess: onCreated },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5" aria-label={t('projects.form.title')}>
      <TextField
        label={t('projects.form.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={shownErrors.name ? validationText(shownErrors.name) : serverFields.name}
        aria-required="true"
        autoComplete="off"
        autoFocus
      />
      <AutoGrowTextarea
        label={t('projects.form.description')}
        value={description}
        onValueChange={setDescription}
        minRows={3}
        maxRows={8}
        hint={t('projects.form.characters', { length: description.length, max: LIMITS.projectDescriptionMax })}
        error={
          shownErrors.description
            ? validationText(shownErrors.description, LIMITS.projectDescriptionMax)
            : serverFields.description
        }
      />
      <LanguagesField value={languages} onChange={setLanguages} error={serverFields.supportedLanguages} />
      {series.length > 0 && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={seriesFieldId} className="text-sm font-medium text-fg">
            {t('projects.series.label')}
          </label>
          <select
            id={seriesFieldId}
            value={seriesId}
            onChange={(event) => setSeriesId(event.target.value)}
            className="h-10 rounded-lg border border-line bg-canvas px-3 text-sm text-fg hover:border-line-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <option value="">{t('projects.series.none')}</option>
            {series.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
          {serverFields.seriesId && <p className="text-xs text-danger">{serverFields.seriesId}</p>}
        </div>
      )}
      {editableTeams.length > 0 && (
        <TeamField teams={editableTeams} value={teamId} onChange={setTeamId} error={serverFields.teamId} />
      )}
      {formError && <Alert>{formError}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={createProject.isPending}>
            {t('projects.form.cancel')}
          </Button>
        )}
        <Button type="submit" isLoading={createProject.isPending}>
          {createProject.isPending ? t('projects.form.submitting') : t('projects.form.submit')}
        </Button>
      </div>
    </form>
  );
}
