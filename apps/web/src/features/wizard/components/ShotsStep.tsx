import { scenarioDuration, formatDuration } from '@sym/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Alert, Button, Icon, Notice, Spinner, useConfirm } from '../../../ui';
import { wizardApi } from '../api/wizardApi';
import {
  blankShot,
  moveItem,
  selectedAssets,
  shotsFromBreakdown,
  shotsSourceOf,
  type WizardShot,
} from '../utils/wizardDraft';
import { ShotEditor } from './ShotEditor';
import type { WizardStepProps } from './wizardStepProps';

/** Step 5: the story broken into shots (once per story and asset list), edited, reordered, deleted, added to. */
export function ShotsStep({ draft, update }: WizardStepProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const assets = selectedAssets(draft.assets);
  const source = shotsSourceOf(draft);
  const breakdown = useMutation({
    mutationFn: () =>
      wizardApi.breakdown({
        story: draft.story.trim(),
        assets: assets.map((asset) => ({ name: asset.name.trim(), type: asset.type, aliases: asset.aliases })),
        targetDuration: draft.targetDuration,
      }),
    onSuccess: ({ shots }) => update({ shots: shotsFromBreakdown(shots, assets), shotsSource: source }),
  });
  const { mutate: plan } = breakdown;
  // Planned once; after that the user's edits are kept unless they ask for a new breakdown.
  const needsPlan = draft.shotsSource === null;
  const isOutdated = !needsPlan && draft.shotsSource !== source;

  useEffect(() => {
    if (needsPlan) plan();
  }, [needsPlan, plan]);

  const setShots = (change: (shots: WizardShot[]) => WizardShot[]) =>
    update((state) => ({ shots: change(state.shots) }));
  const totalSeconds = scenarioDuration(draft.shots);

  if (breakdown.isPending || (needsPlan && !breakdown.isError)) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
        <Spinner className="size-4" />
        {t('wizard.shots.breakingDown')}
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {breakdown.isError && <Alert>{t('wizard.shots.failed')}</Alert>}
      {isOutdated && <Alert tone="info">{t('wizard.shots.outdated')}</Alert>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-fg-muted" role="status">
          {t('wizard.shots.count', { count: draft.shots.length, duration: formatDuration(totalSeconds) })}
        </p>
        <Button variant="ghost" size="sm" onClick={() => plan()}>
          <Icon name="refresh" className="size-4" />
          {breakdown.isError ? t('wizard.shots.retry') : t('wizard.shots.regenerate')}
        </Button>
      </div>
      {draft.shots.length === 0 ? (
        <Notice icon="film" title={t('wizard.shots.emptyTitle')} message={t('wizard.shots.empty')} />
      ) : (
        <ol className="flex flex-col gap-3">
          {draft.shots.map((shot, index) => (
            <ShotEditor
              key={shot.key}
              shot={shot}
              number={index + 1}
              total={draft.shots.length}
              assets={assets}
              onChange={(change) =>
                setShots((shots) => shots.map((item) => (item.key === shot.key ? { ...item, ...change } : item)))
              }
              onMove={(step) => setShots((shots) => moveItem(shots, index, step))}
              onRemove={async () => {
                const message = t('wizard.shots.removeConfirm', { number: index + 1 });
                if (await confirm({ title: t('wizard.shots.remove', { number: index + 1 }), message })) {
                  setShots((shots) => shots.filter((item) => item.key !== shot.key));
                }
              }}
            />
          ))}
        </ol>
      )}
      <div>
        <Button variant="secondary" onClick={() => setShots((shots) => [...shots, blankShot()])}>
          <Icon name="plus" className="size-4" />
          {t('wizard.shots.add')}
        </Button>
      </div>
    </div>
  );
}
