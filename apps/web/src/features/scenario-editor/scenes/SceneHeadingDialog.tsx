import { SCENE_INTERIORS, SCENE_LIMITS, sceneHeadingText, type Scene, type SceneHeading } from '@sym/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Modal, SelectField, TextField } from '../../../ui';
import { useProjectAssets } from '../../assets';

interface SceneHeadingDialogProps {
  projectId: string;
  scene: Scene;
  onClose: () => void;
  onSave: (heading: Partial<SceneHeading>) => Promise<boolean>;
}

const NONE = '';

/** Edits a scene's heading (interior or exterior, place, time of day), its location asset and its notes. */
export function SceneHeadingDialog({ projectId, scene, onClose, onSave }: SceneHeadingDialogProps) {
  const { t } = useTranslation();
  const locations = (useProjectAssets(projectId).data ?? []).filter((asset) => asset.type === 'location');
  const [draft, setDraft] = useState<SceneHeading>({
    interior: scene.interior,
    place: scene.place,
    timeOfDay: scene.timeOfDay,
    locationAssetId: scene.locationAssetId,
    notes: scene.notes,
  });
  const [isSaving, setIsSaving] = useState(false);
  const change = (values: Partial<SceneHeading>) => setDraft((current) => ({ ...current, ...values }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSaving(true);
    const isSaved = await onSave(draft);
    setIsSaving(false);
    if (isSaved) onClose();
  };

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={t('storyboard.scenes.dialog.title')}
      description={sceneHeadingText(draft) || t('storyboard.scenes.dialog.preview')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('storyboard.scenes.dialog.cancel')}
          </Button>
          <Button type="submit" form="scene-heading-form" isLoading={isSaving}>
            {t('storyboard.scenes.dialog.save')}
          </Button>
        </>
      }
    >
      <form id="scene-heading-form" className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
        <SelectField
          label={t('storyboard.scenes.dialog.interior')}
          value={draft.interior ?? NONE}
          options={[
            { value: NONE, label: t('storyboard.scenes.dialog.noInterior') },
            ...SCENE_INTERIORS.map((value) => ({ value, label: t(`storyboard.scenes.interiors.${value}`) })),
          ]}
          onValueChange={(value) => change({ interior: (value || null) as SceneHeading['interior'] })}
        />
        <TextField
          label={t('storyboard.scenes.dialog.place')}
          value={draft.place}
          maxLength={SCENE_LIMITS.placeMax}
          onChange={(event) => change({ place: event.target.value })}
        />
        <TextField
          label={t('storyboard.scenes.dialog.timeOfDay')}
          value={draft.timeOfDay}
          maxLength={SCENE_LIMITS.timeOfDayMax}
          onChange={(event) => change({ timeOfDay: event.target.value })}
        />
        <SelectField
          label={t('storyboard.scenes.dialog.location')}
          value={draft.locationAssetId ?? NONE}
          options={[
            { value: NONE, label: t('storyboard.scenes.dialog.noLocation') },
            ...locations.map((asset) => ({ value: asset.id, label: asset.name })),
          ]}
          onValueChange={(value) => change({ locationAssetId: value || null })}
        />
        <label className="flex flex-col gap-1 text-sm font-medium text-fg">
          {t('storyboard.scenes.dialog.notes')}
          <textarea
            className="min-h-20 rounded-lg border border-line bg-canvas px-3 py-2 text-sm font-normal"
            value={draft.notes}
            maxLength={SCENE_LIMITS.notesMax}
            onChange={(event) => change({ notes: event.target.value })}
          />
        </label>
      </form>
    </Modal>
  );
}
