import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Alert, Button, Icon, Notice, Spinner, useConfirm } from '../../../ui';
import { useCreditsBalance } from '../../credits';
import { wizardApi } from '../api/wizardApi';
import { useAssetPreviews } from '../hooks/useAssetPreviews';
import { useAssetReviewKeys } from '../hooks/useAssetReviewKeys';
import { assetsToApprove, assetsToGenerate } from '../utils/assetBatch';
import { assetsFromAnalysis, newKey, selectedAssets, type AssetDecision, type WizardAsset } from '../utils/wizardDraft';
import { AssetBatchBar } from './AssetBatchBar';
import { AssetJobWatcher } from './AssetJobWatcher';
import { AssetList } from './AssetList';
import { AssetReviewCard } from './AssetReviewCard';
import type { WizardStepProps } from './wizardStepProps';

/**
 * Step 4: the story is analysed into characters, locations and props (once per story text); the user edits,
 * adds and removes them, generates their preview images and reviews them one by one.
 */
export function AssetsStep({ draft, update, issue }: WizardStepProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const previews = useAssetPreviews(draft, update);
  const balance = useCreditsBalance().data?.balance ?? null;
  const story = draft.story.trim();
  const analysis = useMutation({
    mutationFn: () => wizardApi.analyze(story),
    onSuccess: ({ assets }) => update({ assets: assetsFromAnalysis(assets), analyzedStory: story, reviewIndex: 0 }),
  });
  const { mutate: analyze } = analysis;
  // Analysed once; a later story change is offered as a new analysis, never applied over the user's edits.
  const needsAnalysis = draft.analyzedStory === null;
  const isOutdated = !needsAnalysis && draft.analyzedStory !== story;

  useEffect(() => {
    if (needsAnalysis) analyze();
  }, [needsAnalysis, analyze]);

  const total = draft.assets.length;
  const index = Math.min(draft.reviewIndex, Math.max(0, total - 1));
  const current = draft.assets[index];
  const setAsset = (key: string, change: Partial<WizardAsset>) =>
    update((state) => ({ assets: state.assets.map((asset) => (asset.key === key ? { ...asset, ...change } : asset)) }));
  const goTo = (next: number) => update({ reviewIndex: Math.max(0, Math.min(next, total - 1)) });
  const decide = (decision: AssetDecision) => {
    if (!current) return;
    setAsset(current.key, { decision });
    if (index < total - 1) goTo(index + 1);
  };
  const toGenerate = assetsToGenerate(draft.assets, previews.starting);
  const toApprove = assetsToApprove(draft.assets);
  const generateAll = () => {
    if (toGenerate.length > 0 && !previews.progress) void previews.generateAll(toGenerate);
  };
  const approveAll = () => {
    const keys = new Set(toApprove.map((asset) => asset.key));
    update((state) => ({
      assets: state.assets.map((asset) => (keys.has(asset.key) ? { ...asset, decision: 'approved' } : asset)),
    }));
  };
  const isReviewing = !analysis.isPending && total > 0;
  useAssetReviewKeys({
    onGenerate: () => {
      if (isReviewing && current && !current.job && !previews.starting.has(current.key))
        void previews.generate(current);
    },
    onGenerateAll: generateAll,
    onApprove: () => isReviewing && decide('approved'),
    onApproveAll: approveAll,
    onReject: () => isReviewing && decide('rejected'),
    onSkip: () => isReviewing && decide('skipped'),
    onMove: (step) => isReviewing && goTo(index + step),
  });
  const addAsset = () =>
    update((state) => ({
      assets: [
        ...state.assets,
        {
          key: newKey('asset'),
          name: t('wizard.assets.newName'),
          type: 'character',
          description: '',
          aliases: [],
          decision: 'pending',
          imageUrl: null,
          job: null,
        },
      ],
      reviewIndex: state.assets.length,
    }));
  const removeAsset = async (asset: WizardAsset) => {
    const message = t('wizard.assets.removeConfirm', { name: asset.name || t('wizard.assets.unnamed') });
    if (!(await confirm({ title: t('wizard.assets.remove'), message }))) return;
    const key = asset.key;
    update((state) => ({
      assets: state.assets.filter((asset) => asset.key !== key),
      shots: state.shots.map((shot) => ({ ...shot, assetKeys: shot.assetKeys.filter((assetKey) => assetKey !== key) })),
    }));
  };

  const handleReanalyze = async () => {
    const message = t('wizard.assets.reanalyzeConfirm');
    if (total > 0 && !(await confirm({ title: t('wizard.assets.reanalyze'), message }))) return;
    analyze();
  };

  const watchers = draft.assets.map((asset) =>
    asset.job ? (
      <AssetJobWatcher
        key={asset.job.jobId}
        ticket={asset.job}
        onFinished={(result) => previews.finish(asset.key, result)}
      />
    ) : null,
  );

  if (analysis.isPending || (needsAnalysis && !analysis.isError)) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
        <Spinner className="size-4" />
        {t('wizard.assets.analyzing')}
      </p>
    );
  }
  if (analysis.isError && needsAnalysis) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert>{t('wizard.assets.analyzeFailed')}</Alert>
        <Button variant="secondary" onClick={() => analyze()}>
          <Icon name="refresh" className="size-4" />
          {t('wizard.assets.retry')}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {watchers}
      {analysis.isError && <Alert>{t('wizard.assets.analyzeFailed')}</Alert>}
      {isOutdated && <Alert tone="info">{t('wizard.assets.outdated')}</Alert>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-fg-muted" role="status">
          {t('wizard.assets.summary', { selected: selectedAssets(draft.assets).length, total })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" size="sm" onClick={() => void handleReanalyze()}>
            <Icon name="refresh" className="size-4" />
            {t('wizard.assets.reanalyze')}
          </Button>
          <Button variant="secondary" size="sm" onClick={addAsset}>
            <Icon name="plus" className="size-4" />
            {t('wizard.assets.add')}
          </Button>
        </div>
      </div>
      {previews.cost !== null && (
        <p className="text-xs text-fg-muted">
          {t('wizard.assets.costHint', {
            cost: t('generation.cost', { count: previews.cost }),
            balance: balance === null ? '…' : t('generation.cost', { count: balance }),
          })}
        </p>
      )}
      {total > 0 && (
        <AssetBatchBar
          toGenerate={toGenerate.length}
          toApprove={toApprove.length}
          cost={previews.cost}
          progress={previews.progress}
          error={previews.batchError}
          onGenerateAll={generateAll}
          onApproveAll={approveAll}
        />
      )}
      {total === 0 ? (
        <Notice icon="search" title={t('wizard.assets.emptyTitle')} message={t('wizard.assets.noAssets')} />
      ) : (
        current && (
          <>
            <AssetList assets={draft.assets} currentIndex={index} onSelect={goTo} />
            <AssetReviewCard
              key={current.key}
              asset={current}
              index={index}
              total={total}
              cost={previews.cost}
              isStarting={previews.starting.has(current.key)}
              error={previews.errors[current.key] ?? null}
              onChange={(change) => setAsset(current.key, change)}
              onGenerate={() => void previews.generate(current)}
              onDecide={decide}
              onRemove={() => void removeAsset(current)}
              onMove={(step) => goTo(index + step)}
            />
          </>
        )
      )}
      {issue === 'wizard.assets.required' && <Alert>{t(issue)}</Alert>}
    </div>
  );
}
