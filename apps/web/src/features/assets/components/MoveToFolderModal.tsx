import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { Alert, Button, Modal, SelectField } from '../../../ui';
import type { AssetView } from '../api/assetTypes';
import { findFolder } from '../utils/folders';

interface MoveToFolderModalProps {
  asset: AssetView;
  folders: readonly string[];
  isSaving: boolean;
  onMove: (folder: string) => Promise<unknown>;
  onClose: () => void;
}

/** Picks the folder an asset belongs to ('No folder' takes it out of any). */
export function MoveToFolderModal({ asset, folders, isSaving, onMove, onClose }: MoveToFolderModalProps) {
  const { t } = useTranslation();
  const [folder, setFolder] = useState(asset.folder ? (findFolder(folders, asset.folder) ?? '') : '');
  const [error, setError] = useState<unknown>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await onMove(folder);
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={t('assets.move.title', { name: asset.name })}
      size="small"
      isDismissable={!isSaving}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSaving}>
            {t('assets.form.cancel')}
          </Button>
          <Button type="submit" form="asset-move-form" isLoading={isSaving}>
            {t('assets.move.submit')}
          </Button>
        </>
      }
    >
      <form id="asset-move-form" onSubmit={handleSubmit} className="flex flex-col gap-4">
        {error !== null && <Alert>{errorMessageOf(error, t('assets.move.failed'))}</Alert>}
        <SelectField
          label={t('assets.form.folder')}
          value={folder}
          options={[
            { value: '', label: t('assets.form.noFolder') },
            ...folders.map((name) => ({ value: name, label: name })),
          ]}
          onValueChange={setFolder}
          autoFocus
        />
      </form>
    </Modal>
  );
}
