import {
  WORKFLOW_FIELDS,
  WORKFLOW_MAX_BYTES,
  guessMapping,
  mappableInputs,
  workflowNodes,
  type NodeInputRef,
  type WorkflowField,
  type WorkflowKind,
  type WorkflowNode,
} from '@sym/contracts';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError, errorMessageOf } from '../../../../lib/errors';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { Alert, Button, OutcomeMessage, SelectField, TextField, type Outcome } from '../../../../ui';
import { useCreateWorkflow } from '../../api/useProjectModels';

/** A read workflow file: its JSON as uploaded and its nodes. */
interface ReadWorkflow {
  json: Record<string, unknown>;
  nodes: Record<string, WorkflowNode>;
}

type Mapping = Partial<Record<WorkflowField, NodeInputRef>>;

const keyOf = (ref: NodeInputRef) => JSON.stringify([ref.node, ref.input]);
const refOf = (key: string): NodeInputRef | undefined => {
  if (!key) return undefined;
  const [node, input] = JSON.parse(key) as [string, string];
  return { node, input };
};

/** A file's text, through FileReader (which every browser and the test DOM have). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/**
 * Upload of a ComfyUI workflow saved in API format: the file is read here, a first mapping is guessed from the
 * usual inputs, and each value the product fills in (prompt, negative prompt, seed, size, input image) is chosen
 * among the inputs that hold a value of its type. The server checks the mapping again against the graph.
 */
export function WorkflowUploadForm({ projectId, kinds }: { projectId: string; kinds: readonly WorkflowKind[] }) {
  const { t } = useTranslation();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const create = useCreateWorkflow(projectId);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<WorkflowKind>(kinds[0] ?? 'image');
  const [read, setRead] = useState<ReadWorkflow | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const reset = () => {
    setName('');
    setRead(null);
    setMapping({});
    setFieldErrors({});
    if (fileInput.current) fileInput.current.value = '';
  };

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setOutcome(null);
    setReadError(null);
    setRead(null);
    setFieldErrors({});
    if (!file) return;
    if (file.size > WORKFLOW_MAX_BYTES) {
      setReadError(t('projects.settings.workflows.tooLarge', { size: WORKFLOW_MAX_BYTES / 1024 }));
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(await readText(file));
    } catch {
      setReadError(t('projects.settings.workflows.notJson'));
      return;
    }
    const parsed = workflowNodes(json);
    if ('problem' in parsed) {
      const isUiFormat = !!json && typeof json === 'object' && 'nodes' in json && 'links' in json;
      setReadError(t(isUiFormat ? 'projects.settings.workflows.uiFormat' : 'projects.settings.workflows.notApiFormat'));
      return;
    }
    setRead({ json: json as Record<string, unknown>, nodes: parsed.nodes });
    setMapping(guessMapping(parsed.nodes));
    if (!name) setName(file.name.replace(/\.json$/i, '').slice(0, 100));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!read || !mapping.prompt) return;
    setOutcome(null);
    setFieldErrors({});
    try {
      await create.mutateAsync({
        name: name.trim(),
        kind,
        workflow: read.json,
        mapping: { ...mapping, prompt: mapping.prompt },
      });
      setOutcome({ tone: 'success', text: t('projects.settings.workflows.uploaded', { name: name.trim() }) });
      reset();
    } catch (failure) {
      if (failure instanceof ApiError && failure.details.length > 0) {
        setFieldErrors(Object.fromEntries(failure.details.map((detail) => [detail.field, detail.message])));
      }
      setOutcome({ tone: 'danger', text: errorMessageOf(failure, t('projects.settings.workflows.uploadFailed')) });
    }
  };

  /** The inputs a field may take: of its type, and not already taken by another field. */
  const choicesFor = (field: WorkflowField) => {
    const takenByOthers = new Set(
      WORKFLOW_FIELDS.filter((other) => other !== field && mapping[other]).map((other) => keyOf(mapping[other]!)),
    );
    return mappableInputs(read?.nodes ?? {}, field)
      .filter((choice) => !takenByOthers.has(keyOf(choice)))
      .map((choice) => ({
        value: keyOf(choice),
        label: t('projects.settings.workflows.input', {
          node: choice.node,
          type: choice.classType,
          input: choice.input,
        }),
      }));
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      className="flex flex-col gap-4 rounded-lg border border-line p-4"
      aria-label={t('projects.settings.workflows.uploadTitle')}
    >
      <h4 className="text-sm font-semibold text-fg">{t('projects.settings.workflows.uploadTitle')}</h4>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="text-sm font-medium text-fg">
          {t('projects.settings.workflows.file')}
        </label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept="application/json,.json"
          onChange={(event) => void handleFile(event)}
          aria-describedby={`${fileId}-hint`}
          className="text-sm text-fg-muted file:mr-3 file:h-9 file:cursor-pointer file:rounded-lg file:border file:border-line file:bg-elevated file:px-3 file:text-sm file:text-fg hover:file:border-line-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
        <p id={`${fileId}-hint`} className="text-xs text-fg-muted">
          {t('projects.settings.workflows.fileHint')}
        </p>
      </div>
      {readError && <Alert>{readError}</Alert>}
      {fieldErrors['workflow'] && <Alert>{fieldErrors['workflow']}</Alert>}
      {read && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('projects.settings.workflows.name')}
              value={name}
              maxLength={100}
              required
              onChange={(event) => setName(event.target.value)}
              error={fieldErrors['name']}
            />
            <SelectField
              label={t('projects.settings.workflows.kind')}
              value={kind}
              options={kinds.map((value) => ({ value, label: t(`projects.settings.models.kinds.${value}`) }))}
              onValueChange={(value) => setKind(value as WorkflowKind)}
              error={fieldErrors['kind']}
            />
          </div>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-medium text-fg">{t('projects.settings.workflows.mapping')}</legend>
            {WORKFLOW_FIELDS.map((field) => (
              <SelectField
                key={field}
                label={t(`projects.settings.workflows.fields.${field}`)}
                value={mapping[field] ? keyOf(mapping[field]) : ''}
                options={[
                  {
                    value: '',
                    label: t(
                      field === 'prompt' ? 'projects.settings.workflows.choose' : 'projects.settings.workflows.none',
                    ),
                  },
                  ...choicesFor(field),
                ]}
                onValueChange={(value) => setMapping((current) => ({ ...current, [field]: refOf(value) }))}
                error={fieldErrors[`mapping.${field}`]}
              />
            ))}
          </fieldset>
          <div>
            <Button type="submit" isLoading={create.isPending} disabled={!mapping.prompt || !name.trim()}>
              {t('projects.settings.workflows.upload')}
            </Button>
          </div>
        </>
      )}
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
