import { isSameMedia, MediaUrl, type Shot } from '@sym/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { resolveMediaUrl } from '../../../../lib/transport';
import { Button, Icon, TextField } from '../../../../ui';
import type { ListedAsset } from '../shotEditorApi';

interface ReferenceImagePickerProps {
  shot: Shot;
  /** The project's assets; those with an image can be chosen. */
  assets: readonly ListedAsset[];
  onChange: (referenceImageUrl: string | null) => void;
}

/** The shot's reference image: one of the project's asset images, a pasted http(s) address, or none. */
export function ReferenceImagePicker({ shot, assets, onChange }: ReferenceImagePickerProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const current = shot.referenceImageUrl ?? null;
  const withImages = assets.filter((asset): asset is ListedAsset & { imageUrl: string } => Boolean(asset.imageUrl));

  const handleAddress = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = address.trim();
    // Only http(s) addresses may be pasted; /media/ paths come from the asset images above.
    const parsed = MediaUrl.safeParse(trimmed);
    if (!/^https?:\/\//i.test(trimmed) || !parsed.success) {
      setAddressError(t('shotEditor.reference.invalidUrl'));
      return;
    }
    setAddressError(null);
    setAddress('');
    onChange(parsed.data);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-fg">
        {t('shotEditor.reference.title')}
      </h3>
      {current ? (
        <div className="flex items-start gap-3">
          <img
            src={resolveMediaUrl(current)}
            alt={t('shotEditor.reference.alt', { n: shot.sequence })}
            className="h-20 w-32 rounded-lg border border-line bg-elevated object-cover"
            loading="lazy"
          />
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            <Icon name="trash" className="size-4" />
            {t('shotEditor.reference.remove')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-fg-muted">{t('shotEditor.reference.none')}</p>
      )}
      <p className="text-xs font-medium text-fg-muted">{t('shotEditor.reference.fromAssets')}</p>
      {withImages.length === 0 ? (
        <p className="text-xs text-fg-subtle">{t('shotEditor.reference.noAssetImages')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {withImages.map((asset) => {
            // Signed addresses of the same file differ from answer to answer (media-access.ts): compare the files.
            const isCurrent = isSameMedia(asset.imageUrl, current);
            return (
              <li key={asset.id}>
                <button
                  type="button"
                  aria-label={t('shotEditor.reference.useAsset', { name: asset.name })}
                  aria-pressed={isCurrent}
                  onClick={() => onChange(asset.imageUrl)}
                  className={`block overflow-hidden rounded-lg border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
                    isCurrent ? 'border-accent' : 'border-transparent hover:border-line-strong'
                  }`}
                >
                  <img
                    src={resolveMediaUrl(asset.image_url_thumb ?? asset.imageUrl)}
                    alt=""
                    className="size-14 object-cover"
                    loading="lazy"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form onSubmit={handleAddress} className="flex flex-col gap-2">
        <TextField
          label={t('shotEditor.reference.urlLabel')}
          type="url"
          inputMode="url"
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            setAddressError(null);
          }}
          error={addressError ?? undefined}
        />
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" size="sm" disabled={address.trim() === ''}>
            {t('shotEditor.reference.urlApply')}
          </Button>
        </div>
      </form>
    </section>
  );
}
