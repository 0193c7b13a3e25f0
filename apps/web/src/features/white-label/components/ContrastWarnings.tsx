import { lowContrastPairs, type BrandColors } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Icon } from '../../../ui';

/**
 * The colour pairs whose contrast is below WCAG AA (4.5:1), measured as the colours change, with their ratios:
 * warnings, not errors (the brand is saved anyway, and the server says the same).
 */
export function ContrastWarnings({ colors }: { colors: BrandColors }) {
  const { t } = useTranslation();
  const warnings = lowContrastPairs(colors);
  if (warnings.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-fg-muted">
        <Icon name="checkCircle" className="size-4 text-success" />
        {t('whiteLabel.contrast.fine')}
      </p>
    );
  }
  return (
    <ul aria-label={t('whiteLabel.contrast.label')} className="flex flex-col gap-2">
      {warnings.map((warning) => (
        <li
          key={warning.pair}
          className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-fg"
        >
          <Icon name="alert" className="mt-0.5 size-4 shrink-0 text-warning" />
          {t(
            warning.pair === 'text-background'
              ? 'whiteLabel.contrast.textBackground'
              : 'whiteLabel.contrast.textPrimary',
            {
              ratio: warning.ratio,
              minimum: warning.minimum,
            },
          )}
        </li>
      ))}
    </ul>
  );
}
