import type { BrandColors } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useTier } from '../../../app/tier';
import { resolveMediaUrl } from '../../../lib/transport';

interface BrandPreviewProps {
  productName: string;
  logoUrl: string | null;
  /** Null: the edition's own colours. */
  colors: BrandColors | null;
}

/**
 * A small page in the brand as it is being edited (before saving): its header with the logo and product name, a
 * line of text on the background and a button in the primary colour, so contrast can be judged by eye as well.
 */
export function BrandPreview({ productName, logoUrl, colors }: BrandPreviewProps) {
  const { t } = useTranslation();
  const edition = useTier();
  const name = productName.trim() || edition.brand.title;
  const page = colors ? { backgroundColor: colors.background, color: colors.text } : undefined;
  const button = colors ? { backgroundColor: colors.primary, color: colors.text } : undefined;
  return (
    <figure aria-label={t('whiteLabel.preview.label')} className="overflow-hidden rounded-xl border border-line">
      <div style={page} className={colors ? '' : 'bg-canvas text-fg'}>
        <div
          className="flex items-center gap-2 border-b px-4 py-3 font-semibold"
          style={colors ? { borderColor: colors.accent } : undefined}
        >
          {logoUrl ? (
            <img src={resolveMediaUrl(logoUrl)} alt="" className="h-6 w-auto max-w-24 object-contain" />
          ) : (
            <span
              aria-hidden="true"
              className={`grid size-6 place-items-center rounded-md text-xs font-bold ${colors ? '' : 'bg-accent text-on-accent'}`}
              style={button}
            >
              {name.charAt(0)}
            </span>
          )}
          <span>{name}</span>
        </div>
        <div className="flex flex-col items-start gap-3 px-4 py-4 text-sm">
          <p>{t('whiteLabel.preview.text')}</p>
          <span
            className={`rounded-lg px-3 py-1.5 font-medium ${colors ? '' : 'bg-accent text-on-accent'}`}
            style={button}
          >
            {t('whiteLabel.preview.button')}
          </span>
          <span style={colors ? { color: colors.accent } : undefined} className={colors ? '' : 'text-accent'}>
            {t('whiteLabel.preview.accent')}
          </span>
        </div>
      </div>
    </figure>
  );
}
