import { WHITE_LABEL_LIMITS, type BrandImage } from '@sym/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { resolveMediaUrl } from '../../../lib/transport';
import { Button, OutcomeMessage, useConfirm, type Outcome } from '../../../ui';
import { useRemoveBrandImage, useUploadBrandImage } from '../api/useWhiteLabel';
import type { BrandScopeId } from '../api/whiteLabelApi';
import { whiteLabelErrorText } from '../utils/whiteLabelErrors';

interface BrandImageFieldProps {
  teamId: BrandScopeId;
  image: BrandImage;
  url: string | null;
}

const ACCEPTED = 'image/png,image/jpeg,image/webp';
const ACCEPTED_TYPES = new Set(ACCEPTED.split(','));

/**
 * A brand's logo or favicon: its preview, an upload (stored at once, decoded and re-encoded by the server) and its
 * removal after confirmation. A file the server would refuse is refused here first, with the server's words.
 */
export function BrandImageField({ teamId, image, url }: BrandImageFieldProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadBrandImage(teamId, image);
  const remove = useRemoveBrandImage(teamId, image);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const handleFile = (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED_TYPES.has(file.type)) {
      setOutcome({ tone: 'danger', text: t('whiteLabel.errors.notAnImage') });
      return;
    }
    if (file.size > WHITE_LABEL_LIMITS.imageMaxBytes) {
      setOutcome({ tone: 'danger', text: t('whiteLabel.errors.imageTooLarge') });
      return;
    }
    setOutcome(null);
    upload.mutate(file, {
      onSuccess: () => setOutcome({ tone: 'success', text: t(`whiteLabel.images.${image}.uploaded`) }),
      onError: (error) =>
        setOutcome({ tone: 'danger', text: whiteLabelErrorText(t, error, t('whiteLabel.images.uploadFailed')) }),
    });
  };

  const handleRemove = async () => {
    const isConfirmed = await confirm({
      title: t(`whiteLabel.images.${image}.removeTitle`),
      message: t(`whiteLabel.images.${image}.removeMessage`),
      confirmLabel: t('whiteLabel.images.remove'),
    });
    if (!isConfirmed) return;
    remove.mutate(undefined, {
      onSuccess: () => setOutcome({ tone: 'success', text: t(`whiteLabel.images.${image}.removed`) }),
      onError: (error) =>
        setOutcome({ tone: 'danger', text: whiteLabelErrorText(t, error, t('whiteLabel.images.removeFailed')) }),
    });
  };

  const side = image === 'logo' ? WHITE_LABEL_LIMITS.logoMaxSide : WHITE_LABEL_LIMITS.faviconSide;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-4">
        <div className="grid h-16 w-32 place-items-center rounded-lg border border-dashed border-line bg-canvas p-2">
          {url ? (
            <img
              src={resolveMediaUrl(url)}
              alt={t(`whiteLabel.images.${image}.current`)}
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <span className="text-xs text-fg-subtle">{t('whiteLabel.images.none')}</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" isLoading={upload.isPending} onClick={() => input.current?.click()}>
            {url ? t(`whiteLabel.images.${image}.replace`) : t(`whiteLabel.images.${image}.upload`)}
          </Button>
          {url && (
            <Button variant="ghost" size="sm" isLoading={remove.isPending} onClick={() => void handleRemove()}>
              {t(`whiteLabel.images.${image}.remove`)}
            </Button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED}
          className="hidden"
          data-testid={`brand-${image}-input`}
          onChange={(event) => {
            handleFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      <p className="text-xs text-fg-muted">{t(`whiteLabel.images.${image}.hint`, { side })}</p>
      <OutcomeMessage outcome={outcome} onDismiss={() => setOutcome(null)} dismissLabel={t('whiteLabel.dismiss')} />
    </div>
  );
}
