import { CAMERA_MOTIONS, SHOT_TYPES, type CameraMotion, type Shot, type ShotType } from '@sym/contracts';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { SelectField } from '../../../../ui';
import type { ShotChanges } from '../autosave/saveQueue';

interface ShotKindFieldsProps {
  shot: Shot;
  /** Saves a one-step change with its undo entry. */
  onChange: (label: string, changes: ShotChanges, previous: ShotChanges) => void;
}

/** Shot type and camera motion, side by side. */
export function ShotKindFields({ shot, onChange }: ShotKindFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-3">
      <SelectField
        label={t('shotEditor.fields.type')}
        value={shot.type}
        options={SHOT_TYPES.map((type) => ({ value: type, label: t(`storyboard.shotTypes.${type}`) }))}
        onValueChange={(value) => onChange(t('shotEditor.undo.type'), { type: value as ShotType }, { type: shot.type })}
      />
      <SelectField
        label={t('shotEditor.fields.cameraMotion')}
        value={shot.cameraMotion}
        options={CAMERA_MOTIONS.map((motion) => ({ value: motion, label: t(`storyboard.cameraMotions.${motion}`) }))}
        onValueChange={(value) =>
          onChange(
            t('shotEditor.undo.cameraMotion'),
            { cameraMotion: value as CameraMotion },
            { cameraMotion: shot.cameraMotion },
          )
        }
      />
    </div>
  );
}
