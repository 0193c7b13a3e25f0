import { REFERENCE_IMAGE_MAX_BYTES } from '@sym/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { resolveMediaUrl } from '../../../lib/transport';
import { Alert, Button, Icon, Spinner, buttonClasses } from '../../../ui';
import { modificationsApi } from '../api/modificationsApi';

interface ModificationImageFieldProps {
  value: string | null;
  onChange: (url: string | null) => void;
  /** Tells the form an upload is under way (it waits for the image's address before adding). */
  onUploadingChange: (isUploading: boolean) => void;
}

const MAX_MB = Math.round(REFERENCE_IMAGE_MAX_BYTES / (1024 * 1024));

/**
 * The modification's optional image: uploaded through the reference-image upload (stored by the server under
 * a random key, type sniffed), previewed, replaceable and removable.
 */
export function ModificationImageField({ value, onChange, onUploadingChange }: ModificationImageFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: modificationsApi.uploadImage,
    onMutate: () => onUploadingChange(true),
    onSuccess: ({ url }) => onChange(url),
    onError: (caught) => setProblem(errorMessageOf(caught, t('assets.modifications.uploadFailed'))),
    onSettled: () => onUploadingChange(false),
  });

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return setProblem(t('assets.modifications.notAnImage'));
    if (file.size > REFERENCE_IMAGE_MAX_BYTES) return setProblem(t('assets.modifications.tooLarge', { max: MAX_MB }));
    setProblem(null);
    upload.mutate(file);
  };

  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-fg">{t('assets.modifications.image')}</span>
      <div className="flex flex-wrap items-center gap-3">
        <div className="grid size-20 place-items-center overflow-hidden rounded-lg border border-line bg-elevated">
          {upload.isPending ? (
            <Spinner className="size-5" label={t('assets.modifications.uploading')} />
          ) : value ? (
            <img
              src={resolveMediaUrl(value)}
              alt={t('assets.modifications.previewAlt')}
              className="size-full object-cover"
            />
          ) : (
            <Icon name="image" className="size-6 text-fg-muted" />
          )}
        </div>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          aria-describedby={hintId}
          disabled={upload.isPending}
          onChange={handleFile}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={buttonClasses(
            'secondary',
            'sm',
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
          )}
        >
          <Icon name="upload" className="size-4" />
          {value ? t('assets.modifications.replace') : t('assets.modifications.upload')}
        </label>
        {value && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)} disabled={upload.isPending}>
            <Icon name="trash" className="size-4" />
            {t('assets.modifications.removeImage')}
          </Button>
        )}
      </div>
      <p id={hintId} className="text-xs text-fg-muted">
        {t('assets.modifications.imageHint')}
      </p>
      {problem && <Alert>{problem}</Alert>}
    </div>
  );
}
