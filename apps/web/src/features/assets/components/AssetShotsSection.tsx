import type { AssetShotFreshness, ResultFreshness } from '@sym/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../lib/errors';
import { LoadingError, Skeleton } from '../../../ui';
import { scenarioPath } from '../../projects';
import { assetQueryKeys } from '../api/assetQueryKeys';
import { assetsApi } from '../api/assetsApi';

const STATE_STYLES: Record<ResultFreshness['state'], string> = {
  current: 'bg-success/15 text-fg',
  stale: 'bg-warning/90 text-canvas',
  missing: 'bg-elevated text-fg-muted',
};

/** The episodes a list of shots belongs to, in order, each with its shots. */
function byEpisode(shots: readonly AssetShotFreshness[]) {
  const episodes = new Map<string, { first: AssetShotFreshness; shots: AssetShotFreshness[] }>();
  for (const shot of shots) {
    const entry = episodes.get(shot.scenarioId) ?? { first: shot, shots: [] };
    entry.shots.push(shot);
    episodes.set(shot.scenarioId, entry);
  }
  return [...episodes.values()];
}

/**
 * The shots that use the asset, in every episode the user may read (for a series bible asset, across the series):
 * each image current, stale (with what changed, e.g. "Mara's look changed") or missing, and a link to its episode.
 */
export function AssetShotsSection({ assetId }: { assetId: string }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: assetQueryKeys.freshness(assetId), queryFn: () => assetsApi.freshness(assetId) });
  const stateText = (image: ResultFreshness) =>
    [
      t(`assets.usage.states.${image.state}`),
      ...image.reasons.map((reason) => t(`storyboard.freshness.reasons.${reason.part}`, { name: reason.name ?? '' })),
    ].join(' — ');

  const renderBody = () => {
    if (query.isPending) return <Skeleton className="h-16 w-full rounded-lg" />;
    if (query.isError) {
      return (
        <LoadingError
          operation={t('assets.usage.operation')}
          detail={errorMessageOf(query.error)}
          onReload={() => void query.refetch()}
        />
      );
    }
    if (query.data.shots.length === 0) return <p className="text-sm text-fg-muted">{t('assets.usage.none')}</p>;
    const { current, stale, missing } = query.data.counts.image;
    return (
      <>
        <p className="text-sm text-fg-muted" data-testid="asset-usage-summary">
          {t('assets.usage.summary', { current, stale, missing })}
        </p>
        {byEpisode(query.data.shots).map(({ first, shots }) => (
          <div key={first.scenarioId} className="flex flex-col gap-1.5">
            <Link
              to={scenarioPath(first.projectId, first.scenarioId)}
              className="text-sm font-medium text-accent hover:underline"
            >
              {t('assets.usage.episode', { project: first.projectName, episode: first.scenarioName })}
            </Link>
            <ul className="flex flex-col gap-1">
              {shots.map((shot) => (
                <li
                  key={shot.shotId}
                  data-testid={`asset-usage-shot-${shot.image.state}`}
                  className="flex items-start gap-2 text-sm"
                >
                  <span className="shrink-0 font-medium text-fg">{t('assets.usage.shot', { n: shot.position })}</span>
                  <span className={`rounded-md px-1.5 py-0.5 text-xs ${STATE_STYLES[shot.image.state]}`}>
                    {stateText(shot.image)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </>
    );
  };

  return (
    <section aria-labelledby={`asset-usage-${assetId}`} className="flex flex-col gap-3">
      <h3 id={`asset-usage-${assetId}`} className="text-sm font-semibold text-fg">
        {t('assets.usage.title')}
      </h3>
      {renderBody()}
    </section>
  );
}
