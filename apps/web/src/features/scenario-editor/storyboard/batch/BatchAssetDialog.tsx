import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { Alert, Button, Modal, SelectField } from '../../../../ui';
import { useProjectAssets } from '../../../assets';

interface BatchAssetDialogProps {
  projectId: string;
  count: number;
  onClose: () => void;
  onSave: (assetId: string, action: 'link' | 'unlink') => Promise<boolean>;
}

/** Links one of the project's assets (a character, a place, a prop) to every selected shot, or unlinks it. */
export function BatchAssetDialog({ projectId, count, onClose, onSave }: BatchAssetDialogProps) {
  const { t } = useTranslation();
  const assets = useProjectAssets(projectId);
  const list = assets.data ?? [];
  const [assetId, setAssetId] = useState('');
  const [action, setAction] = useState<'link' | 'unlink'>('link');
  const [isSaving, setIsSaving] = useState(false);
  const chosen = assetId || list[0]?.id || '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setIsSaving(true);
    const isSaved = await onSave(chosen, action);
    setIsSaving(false);
    if (isSaved) onClose();
  };

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={t('storyboard.batch.assetDialog.title', { count })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('storyboard.batch.cancel')}
          </Button>
          <Button type="submit" form="batch-asset-form" isLoading={isSaving} disabled={!chosen}>
            {t(`storyboard.batch.assetDialog.${action}`, { count })}
          </Button>
        </>
      }
    >
      <form id="batch-asset-form" className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
        {assets.isSuccess && list.length === 0 ? (
          <Alert>{t('storyboard.batch.assetDialog.none')}</Alert>
        ) : (
          <SelectField
            label={t('storyboard.batch.assetDialog.asset')}
            value={chosen}
            options={list.map((asset) => ({ value: asset.id, label: asset.name }))}
            onValueChange={setAssetId}
          />
        )}
        <SelectField
          label={t('storyboard.batch.assetDialog.action')}
          value={action}
          options={[
            { value: 'link', label: t('storyboard.batch.assetDialog.linkOption') },
            { value: 'unlink', label: t('storyboard.batch.assetDialog.unlinkOption') },
          ]}
          onValueChange={(value) => setAction(value === 'unlink' ? 'unlink' : 'link')}
        />
      </form>
    </Modal>
  );
}
