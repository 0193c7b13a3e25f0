import { useTranslation } from '../../../lib/i18n/useTranslation';
import { SelectField, Skeleton } from '../../../ui';
import { useVoiceClips } from '../hooks/useLipsyncQueries';
import { clipText, usableClips } from '../utils/clipOptions';

interface LipsyncClipFieldProps {
  scenarioId: string;
  shotId: string;
  /** The chosen clip's audio url ('' for none). */
  value: string;
  onChange: (audioUrl: string) => void;
}

/** Picks one of the episode's voice clips with audio; the shot's own clips come first. */
export function LipsyncClipField({ scenarioId, shotId, value, onChange }: LipsyncClipFieldProps) {
  const { t } = useTranslation();
  const clips = useVoiceClips(scenarioId);
  if (clips.isPending) return <Skeleton className="h-10 w-full" />;
  if (clips.isError) return <p className="text-sm text-danger">{t('lipsync.clip.failed')}</p>;
  const usable = usableClips(clips.data, shotId);
  if (usable.length === 0) return <p className="text-sm text-fg-muted">{t('lipsync.clip.none')}</p>;
  const options = [
    { value: '', label: t('lipsync.clip.choose') },
    ...usable.map((clip, index) => ({
      value: clip.audioUrl ?? '',
      label: [
        clipText(clip) || t('lipsync.clip.untitled', { n: index + 1 }),
        clip.shotId === shotId ? t('lipsync.clip.thisShot') : null,
      ]
        .filter(Boolean)
        .join(' · '),
    })),
  ];
  return <SelectField label={t('lipsync.clip.label')} value={value} options={options} onValueChange={onChange} />;
}
