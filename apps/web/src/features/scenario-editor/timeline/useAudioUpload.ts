import type { AudioUpload } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { audioFileProblem, audioUploadErrorText } from './audioFile';
import { timelineApi } from './timelineApi';

/**
 * Checks and uploads one audio file for the episode. Resolves with the upload, or null after showing why not
 * (the spec texts for a non-audio or too large file, the server's text for a refused one).
 */
export function useAudioUpload(scenarioId: string) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);

  const upload = async (file: File): Promise<AudioUpload | null> => {
    const problem = audioFileProblem(file);
    if (problem) {
      setError(t(problem === 'notAudio' ? 'timeline.audio.notAudio' : 'timeline.audio.tooLarge'));
      return null;
    }
    setError(null);
    setIsUploading(true);
    try {
      return await timelineApi.uploadAudio(scenarioId, file);
    } catch (cause) {
      setError(audioUploadErrorText(cause) ?? t('timeline.audio.uploadFailed'));
      return null;
    } finally {
      setIsUploading(false);
    }
  };

  return { upload, error, setError, isUploading };
}
