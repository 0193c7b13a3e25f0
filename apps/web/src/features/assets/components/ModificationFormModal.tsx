import { LIMITS } from '@sym/contracts';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { ApiError, errorMessageOf } from '../../../lib/errors';
import { Alert, AutoGrowTextarea, Button, Modal } from '../../../ui';
import type { ModificationDraft } from '../api/modificationsApi';
import { ModificationImageField } from './ModificationImageField';

interface ModificationFormModalProps {
  /** The variant's display name. */
  variantName: string;
  isSaving: boolean;
  /** Rejects with the server's error, shown in the form. */
  onSubmit: (draft: ModificationDraft) => Promise<unknown>;
  onClose: () => void;
}

const MAX = LIMITS.assetDescriptionMax;
const FORM_ID = 'modification-form';

/**
 * Adds a modification to a variant: instructions (required, at most 1000 characters) and an optional image.
 * Enter submits (Shift+Enter starts a new line), Escape closes; the server's refusal is shown as it words it.
 */
export function ModificationFormModal({ variantName, isSaving, onSubmit, onClose }: ModificationFormModalProps) {
  const { t } = useTranslation();
  const [instructions, setInstructions] = useState('');
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const isBlank = instructions.trim() === '';
  const isTooLong = instructions.length > MAX;
  const localError = !hasTriedSubmit
    ? undefined
    : isBlank
      ? t('assets.modifications.instructionsRequired')
      : isTooLong
        ? t('assets.modifications.instructionsTooLong', { max: MAX })
        : undefined;
  const serverField = (field: string) => (error instanceof ApiError ? error.fieldMessage(field) : undefined);
  const instructionsError = localError ?? serverField('instructions');
  const imageError = serverField('modificationImageUrl');
  const generalError =
    error !== null && !serverField('instructions') && !imageError
      ? errorMessageOf(error, t('assets.modifications.addFailed'))
      : null;

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    setHasTriedSubmit(true);
    if (isBlank || isTooLong || isSaving || isUploading) return;
    setError(null);
    try {
      await onSubmit({ instructions, modificationImageUrl: imageUrl });
    } catch (caught) {
      setError(caught);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void handleSubmit();
  };

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={t('assets.modifications.formTitle')}
      description={t('assets.modifications.formDescription', { name: variantName })}
      isDismissable={!isSaving}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSaving}>
            {t('assets.modifications.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} isLoading={isSaving} disabled={isUploading}>
            {t('assets.modifications.save')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4" noValidate>
        {generalError && <Alert>{generalError}</Alert>}
        <AutoGrowTextarea
          label={t('assets.modifications.instructions')}
          value={instructions}
          onValueChange={setInstructions}
          onKeyDown={handleKeyDown}
          placeholder={t('assets.modifications.instructionsPlaceholder')}
          minRows={3}
          maxRows={8}
          aria-required="true"
          autoFocus
          hint={t('assets.modifications.instructionsHint', { count: instructions.length, max: MAX })}
          error={instructionsError}
        />
        <ModificationImageField value={imageUrl} onChange={setImageUrl} onUploadingChange={setIsUploading} />
        {imageError && <Alert>{imageError}</Alert>}
      </form>
    </Modal>
  );
}
