import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Icon } from '../../../ui';
import { useShotFreshness } from './FreshnessContext';
import { staleReasonText } from './staleReasonText';

/**
 * "Stale" on a storyboard card whose image (or clip) was made from inputs that changed since, with what changed;
 * nothing for a current or missing result (a missing one shows "No image yet" already).
 */
export function ShotFreshnessBadge({ shotId, sequence }: { shotId: string; sequence: number }) {
  const { t } = useTranslation();
  const freshness = useShotFreshness(shotId);
  if (!freshness) return null;
  const stale = (['image', 'video'] as const).filter((kind) => freshness[kind].state === 'stale');
  if (stale.length === 0) return null;
  const reasons = stale.flatMap((kind) =>
    freshness[kind].reasons.map(
      (reason) => `${t(`storyboard.freshness.kinds.${kind}`)}: ${staleReasonText(t, reason)}`,
    ),
  );
  const label = stale.length === 2 ? t('storyboard.freshness.staleBoth') : t(`storyboard.freshness.stale.${stale[0]!}`);
  return (
    <span
      role="status"
      data-testid={`shot-stale-${sequence}`}
      title={reasons.join('\n')}
      aria-label={t('storyboard.freshness.badgeLabel', { n: sequence, label, reasons: reasons.join('; ') })}
      className="inline-flex items-center gap-1 rounded-md bg-warning/90 px-1.5 py-0.5 text-xs font-medium text-canvas shadow-sm"
    >
      <Icon name="restore" className="size-3" />
      {label}
    </span>
  );
}
