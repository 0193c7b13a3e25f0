import { AUDIO_ACCEPT } from '@sym/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Alert, Button, Icon } from '../../../ui';
import { trackNameFromFile } from './audioFile';
import type { TimelineMutations } from './useTimelineMutations';
import { useAudioUpload } from './useAudioUpload';

interface AddAudioTrackButtonProps {
  scenarioId: string;
  mutations: TimelineMutations;
}

/** "Add audio track": pick a file, check it, upload it, then create a track playing it from 0 s. */
export function AddAudioTrackButton({ scenarioId, mutations }: AddAudioTrackButtonProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, error, setError, isUploading } = useAudioUpload(scenarioId);
  const [isCreating, setIsCreating] = useState(false);

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    const uploaded = await upload(file);
    if (input.current) input.current.value = '';
    if (!uploaded) return;
    setIsCreating(true);
    try {
      await mutations.createTrack.mutateAsync({
        kind: 'audio',
        name: trackNameFromFile(file, t('timeline.audio.defaultName')),
        audioUrl: uploaded.url,
      });
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : t('timeline.audio.uploadFailed'));
    } finally {
      setIsCreating(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="sr-only">
        {t('timeline.audio.file')}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={AUDIO_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => void handleFile(event.target.files?.[0])}
      />
      <Button
        variant="secondary"
        size="sm"
        isLoading={isUploading || isCreating}
        onClick={() => input.current?.click()}
      >
        <Icon name="upload" className="size-4" />
        {isUploading ? t('timeline.audio.uploading') : t('timeline.audio.add')}
      </Button>
      {error && <Alert>{error}</Alert>}
    </div>
  );
}
