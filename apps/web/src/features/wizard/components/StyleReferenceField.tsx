import { MediaUrl, REFERENCE_IMAGE_MAX_BYTES } from '@sym/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { resolveMediaUrl } from '../../../lib/transport';
import { uploadFile } from '../../../lib/transport/uploadFile';
import { Alert, Button, Icon, Spinner, TextField, buttonClasses } from '../../../ui';
import { generationErrorText } from '../../generation';

interface StyleReferenceFieldProps {
  value: string;
  onChange: (url: string) => void;
  error?: string;
}

/** The optional style reference image: uploaded (stored by the server, type sniffed) or an http(s) address. */
export function StyleReferenceField({ value, onChange, error }: StyleReferenceFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadFile('upload.styleReference', { file }),
    onSuccess: ({ url }) => onChange(url),
    onError: (caught) => setProblem(`${t('wizard.style.uploadFailed')}: ${generationErrorText(caught)}`),
  });
  const isStored = value.startsWith('/media/');
  const canPreview = value !== '' && MediaUrl.safeParse(value).success;

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return setProblem(t('wizard.style.notAnImage'));
    if (file.size > REFERENCE_IMAGE_MAX_BYTES) return setProblem(t('wizard.style.tooLarge'));
    setProblem(null);
    upload.mutate(file);
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-3">
      <h3 id={`${inputId}-title`} className="text-sm font-medium text-fg">
        {t('wizard.style.referenceTitle')}
      </h3>
      <div className="flex flex-wrap items-start gap-4">
        <div className="grid aspect-video w-56 place-items-center overflow-hidden rounded-xl border border-line bg-elevated">
          {canPreview ? (
            <img src={resolveMediaUrl(value)} alt={t('wizard.style.referenceAlt')} className="size-full object-cover" />
          ) : upload.isPending ? (
            <Spinner className="size-5" label={t('wizard.style.uploading')} />
          ) : (
            <Icon name="image" className="size-6 text-fg-muted" />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            type="file"
            accept="image/*"
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
            {value ? t('wizard.style.replace') : t('wizard.style.upload')}
          </label>
          {value && (
            <Button variant="ghost" size="sm" onClick={() => onChange('')}>
              <Icon name="trash" className="size-4" />
              {t('wizard.style.removeReference')}
            </Button>
          )}
        </div>
      </div>
      {problem && <Alert>{problem}</Alert>}
      <div className="flex flex-col gap-1">
        <TextField
          label={t('wizard.style.referenceImage')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={isStored ? '' : value}
          onChange={(event) => onChange(event.target.value)}
          error={error}
        />
        <p className="text-xs text-fg-muted">{t('wizard.style.referenceHint')}</p>
      </div>
    </section>
  );
}
