import { DEFAULT_VARIANT_NAME, LIMITS } from '@sym/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { ApiError, errorMessageOf } from '../../../lib/errors';
import { cleanText } from '../../../lib/text';
import { Alert, AutoGrowTextarea, Button, Modal, TextField } from '../../../ui';
import type { VariantDraft, VariantView } from '../api/assetTypes';

interface EditVariantModalProps {
  variant: VariantView;
  isSaving: boolean;
  /** Rejects with the server's error, shown in the form. */
  onSave: (draft: VariantDraft) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A variant's name and words: a look of a character ("Winter coat: a long red coat"). The words are what shots
 * wearing the look are drawn from, so changing them marks those shots stale. 'Default' keeps its name.
 */
export function EditVariantModal({ variant, isSaving, onSave, onClose }: EditVariantModalProps) {
  const { t } = useTranslation();
  const isDefault = variant.variant_name === DEFAULT_VARIANT_NAME;
  const [draft, setDraft] = useState<VariantDraft>({
    variant_name: variant.variant_name,
    description: variant.description ?? '',
  });
  const [error, setError] = useState<unknown>(null);
  const name = isDefault ? t('assets.variants.default') : variant.variant_name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving || (!isDefault && draft.variant_name.trim() === '')) return;
    setError(null);
    try {
      await onSave(draft);
      onClose();
    } catch (caught) {
      setError(caught);
    }
  };

  const nameError = error instanceof ApiError ? error.fieldMessage('variant_name') : undefined;
  return (
    <Modal
      isOpen
      onClose={onClose}
      isDismissable={!isSaving}
      title={t('assets.variants.editTitle', { name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSaving}>
            {t('assets.form.cancel')}
          </Button>
          <Button type="submit" form="edit-variant-form" isLoading={isSaving}>
            {t('assets.form.save')}
          </Button>
        </>
      }
    >
      <form id="edit-variant-form" onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        {error !== null && !nameError && <Alert>{errorMessageOf(error, t('assets.variants.updateFailed'))}</Alert>}
        <TextField
          label={t('assets.variants.name')}
          value={isDefault ? name : draft.variant_name}
          maxLength={LIMITS.nameMax}
          readOnly={isDefault}
          error={nameError}
          onChange={(event) => setDraft((current) => ({ ...current, variant_name: event.target.value }))}
          onBlur={(event) => {
            if (!isDefault) setDraft((current) => ({ ...current, variant_name: cleanText(event.target.value) }));
          }}
        />
        <AutoGrowTextarea
          label={t('assets.variants.description')}
          value={draft.description}
          onValueChange={(description) => setDraft((current) => ({ ...current, description }))}
          maxLength={LIMITS.assetDescriptionMax}
          minRows={3}
          maxRows={8}
          hint={t('assets.variants.descriptionHint')}
        />
      </form>
    </Modal>
  );
}
