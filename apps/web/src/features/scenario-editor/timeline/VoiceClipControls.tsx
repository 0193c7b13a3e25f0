import type { VoiceClip } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon } from '../../../ui';
import { OffsetField } from './OffsetField';
import { VolumeSlider } from './VolumeSlider';
import type { VoiceClipChanges } from './timelineApi';

interface VoiceClipControlsProps {
  clip: VoiceClip;
  number: number;
  duration: number;
  onChange: (changes: VoiceClipChanges) => void;
  onDelete: () => void;
  onClose: () => void;
}

/** Offset, volume and delete of the selected voice clip. */
export function VoiceClipControls({ clip, number, duration, onChange, onDelete, onClose }: VoiceClipControlsProps) {
  const { t } = useTranslation();
  const name = t('timeline.voice.clipShort', { n: number + 1 });
  return (
    <section
      aria-label={t('timeline.voice.selected', { name })}
      className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface px-4 py-2.5 text-sm"
    >
      <span className="font-medium text-fg">{name}</span>
      <span className="min-w-0 max-w-xs truncate text-fg-muted">{clip.text || t('timeline.voice.uploaded')}</span>
      <OffsetField
        label={t('timeline.offset')}
        value={clip.offset}
        max={duration}
        onCommit={(offset) => onChange({ offset })}
      />
      <VolumeSlider
        label={t('timeline.voice.volume', { name })}
        value={clip.volume}
        onCommit={(volume) => onChange({ volume })}
      />
      <Button variant="ghost" size="sm" onClick={onDelete}>
        <Icon name="trash" className="size-4" />
        {t('timeline.voice.delete', { name })}
      </Button>
      <Button variant="ghost" size="sm" aria-label={t('ui.modal.close')} onClick={onClose}>
        <Icon name="close" className="size-4" />
      </Button>
    </section>
  );
}
