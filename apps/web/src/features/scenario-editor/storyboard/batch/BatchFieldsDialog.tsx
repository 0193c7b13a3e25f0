import {
  CAMERA_MOTIONS,
  SHOT_DURATION_MAX_SECONDS,
  SHOT_TYPES,
  type CameraMotion,
  type ShotBatchFields,
  type ShotType,
} from '@sym/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { Alert, Button, Modal, SelectField, TextField } from '../../../../ui';
import { StyleModuleSelect } from '../../../styles';

interface BatchFieldsDialogProps {
  projectId: string;
  count: number;
  onClose: () => void;
  onSave: (set: ShotBatchFields) => Promise<boolean>;
}

/** "Keep as it is": a field left on it is not sent, so each shot keeps its own value. */
const KEEP = '';
/** Style choices besides "keep": back to the episode's style, or a module of the shots' own. */
const EPISODE_STYLE = 'episode';
const OWN_STYLE = 'own';

/**
 * Sets the shot type, duration, camera motion or style module of every selected shot at once; each field left on
 * "Keep as it is" stays as each shot has it.
 */
export function BatchFieldsDialog({ projectId, count, onClose, onSave }: BatchFieldsDialogProps) {
  const { t } = useTranslation();
  const [type, setType] = useState(KEEP);
  const [camera, setCamera] = useState(KEEP);
  const [duration, setDuration] = useState('');
  const [styleChoice, setStyleChoice] = useState(KEEP);
  const [moduleId, setModuleId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const keep = { value: KEEP, label: t('storyboard.batch.fields.keep') };

  const fields = (): ShotBatchFields | string => {
    const set: ShotBatchFields = {};
    if (type) set.type = type as ShotType;
    if (camera) set.cameraMotion = camera as CameraMotion;
    if (duration.trim()) {
      const seconds = Number(duration);
      if (!Number.isFinite(seconds) || seconds <= 0 || seconds > SHOT_DURATION_MAX_SECONDS) {
        return t('storyboard.batch.fields.badDuration', { max: SHOT_DURATION_MAX_SECONDS });
      }
      set.duration = seconds;
    }
    if (styleChoice === EPISODE_STYLE) set.styleModuleId = null;
    if (styleChoice === OWN_STYLE) {
      if (!moduleId) return t('storyboard.batch.fields.pickModule');
      set.styleModuleId = moduleId;
    }
    return Object.keys(set).length > 0 ? set : t('storyboard.batch.fields.nothing');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const set = fields();
    if (typeof set === 'string') return setError(set);
    setError(null);
    setIsSaving(true);
    const isSaved = await onSave(set);
    setIsSaving(false);
    if (isSaved) onClose();
  };

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={t('storyboard.batch.fields.title', { count })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('storyboard.batch.cancel')}
          </Button>
          <Button type="submit" form="batch-fields-form" isLoading={isSaving}>
            {t('storyboard.batch.fields.save', { count })}
          </Button>
        </>
      }
    >
      <form id="batch-fields-form" className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
        <SelectField
          label={t('storyboard.batch.fields.type')}
          value={type}
          options={[keep, ...SHOT_TYPES.map((value) => ({ value, label: t(`storyboard.shotTypes.${value}`) }))]}
          onValueChange={setType}
        />
        <SelectField
          label={t('storyboard.batch.fields.camera')}
          value={camera}
          options={[keep, ...CAMERA_MOTIONS.map((value) => ({ value, label: t(`storyboard.cameraMotions.${value}`) }))]}
          onValueChange={setCamera}
        />
        <TextField
          label={t('storyboard.batch.fields.duration')}
          type="number"
          min={0.1}
          step={0.1}
          max={SHOT_DURATION_MAX_SECONDS}
          inputMode="decimal"
          placeholder={t('storyboard.batch.fields.keep')}
          value={duration}
          onChange={(event) => setDuration(event.target.value)}
        />
        <SelectField
          label={t('storyboard.batch.fields.styleChoice')}
          value={styleChoice}
          options={[
            keep,
            { value: EPISODE_STYLE, label: t('storyboard.batch.fields.episodeStyle') },
            { value: OWN_STYLE, label: t('storyboard.batch.fields.ownStyle') },
          ]}
          onValueChange={setStyleChoice}
        />
        {styleChoice === OWN_STYLE && (
          <StyleModuleSelect
            projectId={projectId}
            value={moduleId}
            onChange={setModuleId}
            noneLabel={t('storyboard.batch.fields.pickModule')}
          />
        )}
        {error && <Alert>{error}</Alert>}
      </form>
    </Modal>
  );
}
