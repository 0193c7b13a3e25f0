import { useTranslation } from '../../../lib/i18n/useTranslation';
import { formatSeconds } from '../utils/formatSeconds';

/** A shot's duration as the cards show it ('2.5 s'), or null when the shot has none. */
export function useShotDurationText(duration: number | null | undefined): string | null {
  const { t, i18n } = useTranslation();
  if (typeof duration !== 'number') return null;
  return t('storyboard.shot.seconds', { seconds: formatSeconds(duration, i18n.resolvedLanguage) });
}
