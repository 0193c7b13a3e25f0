import type { ScenarioFreshness, ShotBatchKind } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon } from '../../../ui';
import { BatchGenerateDialog } from '../storyboard/batch/BatchGenerateDialog';
import { freshnessApi } from './freshnessApi';

interface UpToDateBarProps {
  scenarioId: string;
  freshness: ScenarioFreshness | undefined;
  /** The selected shots (a scene's, a selection): brought up to date instead of the whole episode. */
  selectedIds: readonly string[];
  canEdit: boolean;
  /** Starts the jobs once the quote was confirmed (the storyboard's generation board follows them). */
  onStart: (kind: ShotBatchKind, shotIds: readonly string[] | undefined, cost: number) => void;
}

/**
 * How many shots' images and clips are stale (made from inputs that changed since) or missing, and "Bring up to
 * date": only those are generated, for the whole episode or the selected shots, after the count and cost are shown.
 */
export function UpToDateBar({ scenarioId, freshness, selectedIds, canEdit, onStart }: UpToDateBarProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ShotBatchKind | null>(null);
  const [scope, setScope] = useState<readonly string[] | undefined>(undefined);
  if (!freshness) return null;
  const { image, video } = freshness.counts;
  if (image.stale === 0 && video.stale === 0) return null;
  const open = (next: ShotBatchKind) => {
    setScope(selectedIds.length > 0 ? selectedIds : undefined);
    setKind(next);
  };
  return (
    <div
      role="region"
      aria-label={t('storyboard.freshness.label')}
      className="flex flex-wrap items-center gap-2 rounded-xl border border-warning/40 bg-warning/10 p-2 text-sm"
    >
      <Icon name="restore" className="size-4 text-warning" />
      <span className="text-fg" data-testid="freshness-summary">
        {[
          image.stale > 0 && t('storyboard.freshness.parts.staleImages', { count: image.stale }),
          video.stale > 0 && t('storyboard.freshness.parts.staleVideos', { count: video.stale }),
          image.missing > 0 && t('storyboard.freshness.parts.missingImages', { count: image.missing }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
      <span className="ml-auto flex gap-2">
        {(['image', 'video'] as const)
          .filter((option) => freshness.counts[option].stale > 0)
          .map((option) => (
            <Button key={option} variant="secondary" size="sm" disabled={!canEdit} onClick={() => open(option)}>
              {t(
                selectedIds.length > 0
                  ? `storyboard.freshness.bringSelected.${option}`
                  : `storyboard.freshness.bring.${option}`,
                { count: selectedIds.length },
              )}
            </Button>
          ))}
      </span>
      {kind && (
        <BatchGenerateDialog
          title={t(`storyboard.freshness.dialogTitle.${kind}`)}
          kind={kind}
          quoteKey={['up-to-date', scenarioId, kind, ...(scope ?? [])]}
          fetchQuote={() => freshnessApi.quote(scenarioId, kind, scope)}
          onClose={() => setKind(null)}
          onConfirm={(cost) => onStart(kind, scope, cost)}
        />
      )}
    </div>
  );
}
