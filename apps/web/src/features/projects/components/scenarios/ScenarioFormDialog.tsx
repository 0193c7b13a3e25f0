import { ASPECT_RATIOS, LIMITS, type AspectRatio, type Scenario, type ScenarioListItem } from '@sym/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { Alert, AutoGrowTextarea, Button, Modal, TextField } from '../../../../ui';
import { useCreateScenario, useUpdateScenario } from '../../api/useScenarios';
import { useValidationText } from '../../hooks/useValidationText';
import { explainError, fieldErrorsOf } from '../../utils/errorText';
import { hasErrors, validateNamed } from '../../utils/formValidation';

interface ScenarioFormDialogProps {
  projectId: string;
  /** The episode to rename; without it the dialog creates one. */
  scenario?: ScenarioListItem | null;
  isOpen: boolean;
  onClose: () => void;
  onSaved?: (scenario: Scenario) => void;
}

const DESCRIPTION_MAX = LIMITS.scenarioDescriptionMax;

/** Creates an episode (name, description ≤1000, aspect ratio) or renames one (name, description). */
export function ScenarioFormDialog({ isOpen, ...props }: ScenarioFormDialogProps) {
  const { t } = useTranslation();
  const isEdit = Boolean(props.scenario);
  return (
    <Modal
      isOpen={isOpen}
      onClose={props.onClose}
      title={isEdit ? t('projects.episodes.renameTitle') : t('projects.episodes.createTitle')}
    >
      {/* Keyed so each opening starts from the episode's current values. */}
      <ScenarioForm key={props.scenario?.id ?? 'new'} {...props} />
    </Modal>
  );
}

function ScenarioForm({ projectId, scenario, onClose, onSaved }: Omit<ScenarioFormDialogProps, 'isOpen'>) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const createScenario = useCreateScenario(projectId);
  const updateScenario = useUpdateScenario(projectId);
  const mutation = scenario ? updateScenario : createScenario;
  const [name, setName] = useState(scenario?.name ?? '');
  const [description, setDescription] = useState(scenario?.description ?? '');
  const [aspectRatio, setAspectRatio] = useState<AspectRatio>('landscape');
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);

  const errors = validateNamed({ name, description }, DESCRIPTION_MAX);
  const shown = hasTriedSubmit ? errors : {};
  const serverFields = fieldErrorsOf(mutation.error);
  const isExplainedByFields = Boolean(serverFields.name || serverFields.description);
  const failure = scenario ? t('projects.episodes.updateFailed') : t('projects.episodes.createFailed');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasTriedSubmit(true);
    if (hasErrors(errors)) return;
    const onSuccess = (saved: Scenario) => {
      onSaved?.(saved);
      onClose();
    };
    if (scenario) {
      updateScenario.mutate(
        { id: scenario.id, patch: { name: name.trim(), description: description.trim() || null } },
        { onSuccess },
      );
    } else {
      createScenario.mutate(
        { name: name.trim(), ...(description.trim() ? { description: description.trim() } : {}), aspectRatio },
        { onSuccess },
      );
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      <TextField
        label={t('projects.episodes.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={shown.name ? validationText(shown.name) : serverFields.name}
        aria-required="true"
        autoComplete="off"
        autoFocus
      />
      <AutoGrowTextarea
        label={t('projects.episodes.description')}
        value={description}
        onValueChange={setDescription}
        minRows={3}
        maxRows={10}
        hint={t('projects.form.characters', { length: description.length, max: DESCRIPTION_MAX })}
        error={shown.description ? validationText(shown.description, DESCRIPTION_MAX) : serverFields.description}
      />
      {!scenario && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-fg">{t('projects.episodes.aspectRatio')}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {ASPECT_RATIOS.map((ratio) => (
              <label
                key={ratio}
                className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm transition-colors ${
                  aspectRatio === ratio
                    ? 'border-accent bg-accent-soft text-fg'
                    : 'border-line text-fg-muted hover:border-line-strong'
                }`}
              >
                <input
                  type="radio"
                  name="aspectRatio"
                  value={ratio}
                  checked={aspectRatio === ratio}
                  onChange={() => setAspectRatio(ratio)}
                  className="size-4 accent-accent"
                />
                {t(`projects.episodes.aspect.${ratio}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {mutation.error && !isExplainedByFields && <Alert>{explainError(mutation.error, failure)}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
          {t('projects.form.cancel')}
        </Button>
        <Button type="submit" isLoading={mutation.isPending}>
          {scenario ? t('projects.episodes.save') : t('projects.episodes.create')}
        </Button>
      </div>
    </form>
  );
}
