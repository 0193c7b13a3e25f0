import { LIMITS, type StyleModuleView } from '@sym/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { ApiError, errorMessageOf } from '../../../lib/errors';
import { cleanText } from '../../../lib/text';
import { Alert, AutoGrowTextarea, Button, Icon, LoadingError, Modal, Skeleton, TextField } from '../../../ui';
import type { StyleDraft } from '../api/styleTypes';
import { useStylePresets } from '../hooks/useStylePresets';
import { EMPTY_STYLE_DRAFT, isReferenceUrlValid, styleDraftOf } from '../utils/styleDraft';
import { PresetPicker } from './PresetPicker';

interface StyleEditorModalProps {
  /** The module being edited; null creates a new one. */
  module: StyleModuleView | null;
  isSaving: boolean;
  isDeleting: boolean;
  onSubmit: (draft: StyleDraft) => Promise<unknown>;
  /** Asks for confirmation and deletes; resolves once done (or declined). */
  onDelete: () => Promise<unknown>;
  onClose: () => void;
}

const FORM_ID = 'style-editor-form';
const FIELDS = ['name', 'description', 'preset', 'referenceImageUrl'];
const REFERENCE_HINT_ID = 'style-editor-reference-hint';

/** New style module or the editor of one: name, description, preset card and reference image URL. */
export function StyleEditorModal({ module, isSaving, isDeleting, onSubmit, onDelete, onClose }: StyleEditorModalProps) {
  const { t } = useTranslation();
  const presetsQuery = useStylePresets();
  const [draft, setDraft] = useState(() => (module ? styleDraftOf(module) : EMPTY_STYLE_DRAFT));
  const [urlError, setUrlError] = useState<string | undefined>();
  const [error, setError] = useState<unknown>(null);
  const isEditing = module !== null;
  const isBusy = isSaving || isDeleting;
  const isNameBlank = draft.name.trim() === '';

  const change = (changes: Partial<StyleDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isNameBlank || isBusy) return;
    if (!isReferenceUrlValid(draft.referenceImageUrl)) {
      setUrlError(t('styles.form.invalidUrl'));
      return;
    }
    setError(null);
    try {
      await onSubmit(draft);
    } catch (caught) {
      setError(caught);
    }
  };

  const fieldError = (field: string) => (error instanceof ApiError ? error.fieldMessage(field) : undefined);
  const hasFieldErrors = FIELDS.some((field) => fieldError(field));
  const referenceError = urlError ?? fieldError('referenceImageUrl');
  const fallback = isEditing ? t('styles.form.updateFailed') : t('styles.form.createFailed');

  return (
    <Modal
      isOpen
      onClose={onClose}
      size="large"
      title={isEditing ? t('styles.form.editTitle') : t('styles.form.createTitle')}
      isDismissable={!isBusy}
      footer={
        <>
          {isEditing && (
            <Button
              variant="ghost"
              className="mr-auto text-danger"
              onClick={() => void onDelete()}
              isLoading={isDeleting}
              disabled={isSaving}
            >
              <Icon name="trash" className="size-4" />
              {t('styles.form.delete')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose} disabled={isBusy}>
            {t('styles.form.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} isLoading={isSaving} disabled={isNameBlank || isDeleting}>
            {isEditing ? t('styles.form.save') : t('styles.form.create')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={handleSubmit} className="flex flex-col gap-4" noValidate>
        {error !== null && !hasFieldErrors && <Alert>{errorMessageOf(error, fallback)}</Alert>}
        <TextField
          label={t('styles.form.name')}
          value={draft.name}
          maxLength={LIMITS.nameMax}
          required
          autoFocus
          error={fieldError('name')}
          onChange={(event) => change({ name: event.target.value })}
          onBlur={(event) => change({ name: cleanText(event.target.value) })}
        />
        <AutoGrowTextarea
          label={t('styles.form.description')}
          value={draft.description}
          onValueChange={(description) => change({ description })}
          maxLength={LIMITS.assetDescriptionMax}
          minRows={3}
          hint={t('styles.form.descriptionHint', { count: draft.description.length, max: LIMITS.assetDescriptionMax })}
          error={fieldError('description')}
        />
        {presetsQuery.isPending ? (
          <div role="status" aria-busy="true" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <span className="sr-only">{t('app.loading')}</span>
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-16 w-full rounded-xl" />
            ))}
          </div>
        ) : presetsQuery.isError ? (
          <LoadingError
            operation={t('styles.presets.operation')}
            detail={errorMessageOf(presetsQuery.error)}
            onReload={() => void presetsQuery.refetch()}
          />
        ) : (
          <PresetPicker
            presets={presetsQuery.data}
            value={draft.preset}
            onChange={(preset) => change({ preset })}
            error={fieldError('preset')}
          />
        )}
        <TextField
          label={t('styles.form.referenceImage')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={draft.referenceImageUrl}
          maxLength={2048}
          error={referenceError}
          {...(referenceError ? {} : { 'aria-describedby': REFERENCE_HINT_ID })}
          onChange={(event) => {
            change({ referenceImageUrl: event.target.value });
            setUrlError(undefined);
          }}
          onBlur={(event) => change({ referenceImageUrl: event.target.value.trim() })}
        />
        <p id={REFERENCE_HINT_ID} className="-mt-2 text-xs text-fg-muted">
          {t('styles.form.referenceImageHint')}
        </p>
      </form>
    </Modal>
  );
}
