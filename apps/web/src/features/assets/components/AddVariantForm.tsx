import { LIMITS } from '@sym/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { ApiError, errorMessageOf } from '../../../lib/errors';
import { cleanText } from '../../../lib/text';
import { Alert, AutoGrowTextarea, Button, Icon, TextField } from '../../../ui';
import type { VariantDraft, VariantView } from '../api/assetTypes';
import { variantCreateProblem } from '../utils/variantSelection';

interface AddVariantFormProps {
  /** The selected asset; null when none is selected. */
  assetId: string | null;
  isSaving: boolean;
  onCreate: (draft: VariantDraft) => Promise<VariantView>;
  onCreated: (variant: VariantView) => void;
}

const EMPTY_DRAFT: VariantDraft = { variant_name: '', description: '' };

/** Adds a named variant to the selected asset (spec §5: an asset and a non-blank variant_name are needed). */
export function AddVariantForm({ assetId, isSaving, onCreate, onCreated }: AddVariantFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const rule = variantCreateProblem(assetId, draft.variant_name);
    if (rule) {
      setProblem(rule === 'noSelection' ? t('assets.variants.noSelection') : t('assets.variants.nameRequired'));
      return;
    }
    setProblem(null);
    setError(null);
    try {
      const variant = await onCreate(draft);
      setDraft(EMPTY_DRAFT);
      onCreated(variant);
    } catch (caught) {
      setError(caught);
    }
  };

  const nameError =
    (problem === t('assets.variants.nameRequired') ? problem : undefined) ??
    (error instanceof ApiError ? error.fieldMessage('variant_name') : undefined);
  const generalError =
    problem === t('assets.variants.noSelection')
      ? problem
      : error !== null && !nameError
        ? errorMessageOf(error, t('assets.variants.createFailed'))
        : null;

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-3 rounded-xl border border-line p-3">
      <h4 className="text-sm font-semibold text-fg">{t('assets.variants.add')}</h4>
      {generalError && <Alert>{generalError}</Alert>}
      <TextField
        label={t('assets.variants.name')}
        value={draft.variant_name}
        maxLength={LIMITS.nameMax}
        error={nameError}
        onChange={(event) => {
          setDraft((current) => ({ ...current, variant_name: event.target.value }));
          setProblem(null);
        }}
        onBlur={(event) => setDraft((current) => ({ ...current, variant_name: cleanText(event.target.value) }))}
      />
      <AutoGrowTextarea
        label={t('assets.variants.description')}
        value={draft.description}
        onValueChange={(description) => setDraft((current) => ({ ...current, description }))}
        maxLength={LIMITS.assetDescriptionMax}
        minRows={2}
        maxRows={6}
      />
      <div>
        <Button type="submit" size="sm" isLoading={isSaving}>
          <Icon name="plus" className="size-4" />
          {t('assets.variants.add')}
        </Button>
      </div>
    </form>
  );
}
