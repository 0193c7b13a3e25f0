import type { StaleReason } from '@sym/contracts';
import type { TFunction } from 'i18next';

/** One reason a result is stale, as a sentence ("Mara's look changed"). */
export function staleReasonText(t: TFunction, reason: StaleReason): string {
  return t(`storyboard.freshness.reasons.${reason.part}`, { name: reason.name ?? '' });
}
