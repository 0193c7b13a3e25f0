import { VOICE_SAMPLES_MAX, type CharacterVoice, type VoiceSample } from '@sym/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ApiError, errorMessageOf } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { call, uploadFile } from '../../../lib/transport';
import { Alert, Button, Spinner, useConfirm } from '../../../ui';

/** What the voice section caches per character: the stored voice. */
export const voiceKey = (assetId: string) => ['assets', assetId, 'voice'] as const;
/** Every voice of the speech provider: a cloned voice joins it. */
/** Every voice of a project's speech model (its choice, else the site default's). */
export const allVoicesKey = (projectId: string) => ['speech', 'voices', 'all', projectId] as const;

/** Audio the server takes (it recognises the file from its bytes): MP3, WAV, AAC, M4A. */
const AUDIO_ACCEPT = 'audio/mpeg,audio/wav,audio/x-wav,audio/aac,audio/mp4,.mp3,.wav,.aac,.m4a';

/** The server's words for a refusal: the field's message of a 422, else the error's text, else `fallback`. */
function refusalText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.details[0]?.message) return error.details[0].message;
  return errorMessageOf(error, fallback);
}

/** Whether the speech provider in use can clone a voice (it rarely changes: cached long). */
function useCanClone(projectId: string) {
  const capabilities = useQuery({
    queryKey: ['speech', 'capabilities', projectId],
    queryFn: () => call('speech.capabilities', { projectId }),
    staleTime: 10 * 60_000,
  });
  return capabilities.data?.canClone === true;
}

function SampleRow({
  sample,
  onRemove,
  isRemoving,
}: {
  sample: VoiceSample;
  onRemove: () => void;
  isRemoving: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg border border-line px-3 py-2 text-sm">
      <span className="min-w-0 truncate text-fg" title={sample.name}>
        {sample.name}
      </span>
      <span className="flex shrink-0 items-center gap-3">
        <span className="text-xs text-fg-muted">
          {t('assets.voice.samples.duration', { seconds: sample.duration.toFixed(1) })}
        </span>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          isLoading={isRemoving}
          aria-label={t('assets.voice.samples.removeLabel', { name: sample.name })}
          onClick={onRemove}
        >
          {t('assets.voice.samples.remove')}
        </Button>
      </span>
    </li>
  );
}

/**
 * A character's voice samples: the clips it is cloned from (listed with their length, added with an upload,
 * removed after a confirmation), and "Clone voice from samples" where the speech provider can clone. The answer
 * of each change is the stored voice, put in the cache; a cloned voice joins the voice list and is selected.
 */
export function CharacterVoiceSamples({
  assetId,
  projectId,
  voice,
}: {
  assetId: string;
  projectId: string;
  voice: CharacterVoice | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const canClone = useCanClone(projectId);
  const [error, setError] = useState<string | null>(null);
  const [isCloned, setIsCloned] = useState(false);
  const samples = voice?.samples ?? [];
  const store = (next: CharacterVoice) => queryClient.setQueryData(voiceKey(assetId), next);

  const upload = useMutation({
    mutationFn: (file: File) => uploadFile('upload.assetVoiceSample', { id: assetId, file }),
    onSuccess: store,
    onError: (cause) => setError(refusalText(cause, t('assets.voice.samples.uploadFailed'))),
  });
  const remove = useMutation({
    mutationFn: (sample: VoiceSample) => call('asset.voice.sample.delete', { id: assetId, sampleId: sample.id }),
    onSuccess: store,
    onError: (cause) => setError(refusalText(cause, t('assets.voice.samples.removeFailed'))),
  });
  const clone = useMutation({
    mutationFn: () => call('asset.voice.clone', { id: assetId }),
    onSuccess: async (next) => {
      await queryClient.invalidateQueries({ queryKey: allVoicesKey(projectId) });
      store(next);
      setIsCloned(true);
    },
    onError: (cause) => setError(refusalText(cause, t('assets.voice.samples.cloneFailed'))),
  });

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again fires a change.
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    setError(null);
    setIsCloned(false);
    upload.mutate(file);
  };

  const handleRemove = async (sample: VoiceSample) => {
    const isConfirmed = await confirm({
      title: t('assets.voice.samples.removeTitle'),
      message: t('assets.voice.samples.removeMessage', { name: sample.name }),
      confirmLabel: t('assets.voice.samples.removeConfirm'),
      variant: 'danger',
    });
    if (!isConfirmed) return;
    setError(null);
    remove.mutate(sample);
  };

  const handleClone = () => {
    setError(null);
    setIsCloned(false);
    clone.mutate();
  };

  const isFull = samples.length >= VOICE_SAMPLES_MAX;
  return (
    <div className="flex flex-col gap-2" data-testid="voice-samples">
      <div>
        <h4 className="text-sm font-medium text-fg">{t('assets.voice.samples.title')}</h4>
        <p className="text-xs text-fg-muted">{t('assets.voice.samples.hint', { max: VOICE_SAMPLES_MAX })}</p>
      </div>
      {samples.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('assets.voice.samples.none')}</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {samples.map((sample) => (
            <SampleRow
              key={sample.id}
              sample={sample}
              isRemoving={remove.isPending && remove.variables?.id === sample.id}
              onRemove={() => void handleRemove(sample)}
            />
          ))}
        </ul>
      )}
      {isFull ? (
        <p className="text-xs text-fg-muted">{t('assets.voice.samples.full', { max: VOICE_SAMPLES_MAX })}</p>
      ) : (
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm text-fg">
            {t('assets.voice.samples.upload')}
          </label>
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={AUDIO_ACCEPT}
            disabled={upload.isPending}
            onChange={handleFile}
            className="text-sm text-fg-muted file:mr-3 file:h-8 file:cursor-pointer file:rounded-lg file:border file:border-line file:bg-elevated file:px-3 file:text-sm file:text-fg hover:file:border-line-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
          />
        </div>
      )}
      {upload.isPending && (
        <p role="status" className="flex items-center gap-2 text-xs text-fg">
          <Spinner className="size-3.5" />
          {t('assets.voice.samples.uploading', { name: upload.variables.name })}
        </p>
      )}
      {voice?.cloned && (
        <p className="text-xs text-fg-muted">{t('assets.voice.samples.clonedVoice', { voice: voice.cloned.voice })}</p>
      )}
      {canClone && samples.length > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" size="sm" variant="secondary" isLoading={clone.isPending} onClick={handleClone}>
            {clone.isPending ? t('assets.voice.samples.cloning') : t('assets.voice.samples.clone')}
          </Button>
          {isCloned && (
            <span role="status" className="text-sm text-fg-muted">
              {t('assets.voice.samples.cloned')}
            </span>
          )}
        </div>
      )}
      {error && <Alert>{error}</Alert>}
    </div>
  );
}
