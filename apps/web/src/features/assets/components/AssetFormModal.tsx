import { ASSET_TYPES, LIMITS } from '@sym/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { ApiError, errorMessageOf, isConflictError } from '../../../lib/errors';
import { cleanText } from '../../../lib/text';
import { Alert, AutoGrowTextarea, Button, Modal, SelectField, TextField } from '../../../ui';
import { ConflictNotice, FieldLockNote, useLockedField } from '../../collaboration';
import { StyleModuleChecklist } from '../../styles';
import type { AssetDraft } from '../api/assetTypes';

interface AssetFormModalProps {
  mode: 'create' | 'edit';
  initialDraft: AssetDraft;
  folders: readonly string[];
  /** The asset's project: its style modules (and the user's library) can be attached. */
  projectId: string;
  isSaving: boolean;
  /**
   * Rejects with the server's error, shown in the form. `version` is the asset's updatedAt to save over after a
   * conflict (the page sends the version the form opened with otherwise).
   */
  onSubmit: (draft: AssetDraft, version?: string) => Promise<unknown>;
  onClose: () => void;
  /** Editing an existing asset: its text fields are locked for the others while focused (spec §4). */
  lockTarget?: { projectId: string; assetId: string };
  /** Creating in a project of a series: the series' name, offering to keep the new asset in its bible. */
  seriesName?: string | null;
}

/**
 * Create or edit an asset: name, type, description (max 1000), folder and attached style modules. Text is cleaned on blur; a blank
 * name submits nothing (spec §5).
 */
export function AssetFormModal({
  mode,
  initialDraft,
  folders,
  projectId,
  isSaving,
  onSubmit,
  onClose,
  lockTarget,
  seriesName = null,
}: AssetFormModalProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initialDraft);
  // A new asset has no id yet: nothing to lock (an empty project id turns the lock off).
  const nameLock = useLockedField({
    projectId: lockTarget?.projectId,
    fieldType: 'asset.name',
    fieldId: lockTarget?.assetId ?? 'new',
  });
  const descriptionLock = useLockedField({
    projectId: lockTarget?.projectId,
    fieldType: 'asset.description',
    fieldId: lockTarget?.assetId ?? 'new',
  });
  const [error, setError] = useState<unknown>(null);
  const [version, setVersion] = useState<string | undefined>(undefined);
  const conflict = isConflictError(error) ? (error.current as Partial<AssetDraft> & { updatedAt?: string }) : null;
  const formId = `asset-form-${mode}`;
  const isNameBlank = draft.name.trim() === '';

  const change = (changes: Partial<AssetDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isNameBlank || isSaving) return;
    setError(null);
    try {
      await onSubmit(draft, version);
    } catch (caught) {
      setError(caught);
    }
  };

  const fieldError = (field: string) => (error instanceof ApiError ? error.fieldMessage(field) : undefined);
  const hasFieldErrors = ['name', 'description', 'type', 'folder', 'attachedStyleModules'].some((field) =>
    fieldError(field),
  );
  const fallback = mode === 'create' ? t('assets.form.createFailed') : t('assets.form.updateFailed');

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={mode === 'create' ? t('assets.form.createTitle') : t('assets.form.editTitle')}
      isDismissable={!isSaving}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSaving}>
            {t('assets.form.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={isSaving} disabled={isNameBlank}>
            {mode === 'create' ? t('assets.form.create') : t('assets.form.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit} className="flex flex-col gap-4" noValidate>
        {conflict ? (
          <ConflictNotice
            onKeepMine={() => {
              setVersion(conflict.updatedAt);
              setError(null);
              onSubmit(draft, conflict.updatedAt).catch(setError);
            }}
            onTakeTheirs={() => {
              setDraft((current) => ({
                ...current,
                name: conflict.name ?? current.name,
                description: conflict.description ?? '',
                type: conflict.type ?? current.type,
                attachedStyleModules: conflict.attachedStyleModules ?? current.attachedStyleModules,
              }));
              setVersion(conflict.updatedAt);
              setError(null);
            }}
          />
        ) : (
          error !== null && !hasFieldErrors && <Alert>{errorMessageOf(error, fallback)}</Alert>
        )}
        <TextField
          label={t('assets.form.name')}
          value={draft.name}
          maxLength={LIMITS.nameMax}
          required
          autoFocus
          error={fieldError('name')}
          readOnly={nameLock.inputProps.readOnly}
          onFocus={nameLock.inputProps.onFocus}
          onChange={(event) => {
            if (!nameLock.lock.isReadOnly) change({ name: event.target.value });
          }}
          onBlur={(event) => {
            nameLock.inputProps.onBlur();
            if (!nameLock.lock.isReadOnly) change({ name: cleanText(event.target.value) });
          }}
        />
        <FieldLockNote lock={nameLock.lock} />
        <SelectField
          label={t('assets.form.type')}
          value={draft.type}
          options={ASSET_TYPES.map((type) => ({ value: type, label: t(`assets.types.${type}`) }))}
          onValueChange={(value) => change({ type: value as AssetDraft['type'] })}
          error={fieldError('type')}
        />
        <AutoGrowTextarea
          label={t('assets.form.description')}
          value={draft.description}
          onValueChange={(description) => {
            if (!descriptionLock.lock.isReadOnly) change({ description });
          }}
          {...descriptionLock.inputProps}
          shouldCleanOnBlur={!descriptionLock.lock.isReadOnly}
          maxLength={LIMITS.assetDescriptionMax}
          minRows={3}
          hint={t('assets.form.descriptionHint', {
            count: draft.description.length,
            max: LIMITS.assetDescriptionMax,
          })}
          error={fieldError('description')}
        />
        <FieldLockNote lock={descriptionLock.lock} />
        <SelectField
          label={t('assets.form.folder')}
          value={draft.folder}
          options={[
            { value: '', label: t('assets.form.noFolder') },
            ...folders.map((folder) => ({ value: folder, label: folder })),
          ]}
          onValueChange={(folder) => change({ folder })}
          error={fieldError('folder')}
        />
        {mode === 'create' && seriesName !== null && (
          <label className="flex items-start gap-2 text-sm text-fg">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-accent"
              checked={draft.inSeriesBible ?? false}
              onChange={(event) => change({ inSeriesBible: event.target.checked })}
            />
            <span>{t('assets.bible.createLabel', { series: seriesName })}</span>
          </label>
        )}
        <StyleModuleChecklist
          projectId={projectId}
          value={draft.attachedStyleModules}
          onChange={(attachedStyleModules) => change({ attachedStyleModules })}
          error={fieldError('attachedStyleModules')}
        />
      </form>
    </Modal>
  );
}
