import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { scenarioEditorKeys } from '../api/scenarioEditorKeys';
import { freshnessApi } from './freshnessApi';

/**
 * The export dialog's word on stale shots: an export never waits for them; it uses each shot's image and clip as
 * they are, and this lists the shots made from inputs that changed since (to bring up to date first, if wanted).
 */
export function StaleShotsNotice({ scenarioId }: { scenarioId: string }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: [...scenarioEditorKeys.freshness(scenarioId), 'export'],
    queryFn: () => freshnessApi.get(scenarioId),
  });
  const shots = query.data?.shots ?? [];
  const numbers = shots.flatMap((shot, index) =>
    shot.image.state === 'stale' || shot.video.state === 'stale' ? [index + 1] : [],
  );
  if (numbers.length === 0) return null;
  return (
    <p
      role="note"
      data-testid="export-stale-shots"
      className="rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-fg"
    >
      {t('exports.form.staleShots', { count: numbers.length, shots: numbers.join(', ') })}
    </p>
  );
}
