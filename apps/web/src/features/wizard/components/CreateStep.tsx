import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useNavigate } from 'react-router';
import { translateServerText } from '../../../lib/i18n';
import { Alert, Button, Icon } from '../../../ui';
import { useCreditsBalance } from '../../credits';
import { useGenerationPricing } from '../../generation';
import { scenarioPath } from '../../projects';
import { useCreateFromStory } from '../hooks/useCreateFromStory';
import { createdSearch } from '../utils/createdScenario';
import { selectedAssets, type WizardDraft } from '../utils/wizardDraft';
import { CreationProgress, type CreationItem, type CreationItemStatus } from './CreationProgress';

interface CreateStepProps {
  draft: WizardDraft;
  onCreated: () => void;
  onBusyChange: (isBusy: boolean) => void;
}

/**
 * Step 6: what will be made and what the shot images cost (with the balance), then the creation itself with
 * every step visible; lands in the new episode once the images are done.
 */
export function CreateStep({ draft, onCreated, onBusyChange }: CreateStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const balance = useCreditsBalance().data?.balance ?? null;
  const imageCost = useGenerationPricing().costOf('image') ?? 0;
  const [shouldGenerateImages, setShouldGenerateImages] = useState(true);
  const creation = useCreateFromStory(onCreated);
  const assets = selectedAssets(draft.assets);
  const shotCount = draft.shots.length;
  const totalCost = imageCost * shotCount;
  const isStarted = creation.phase !== 'idle' && creation.phase !== 'failed';
  const target = creation.created ? scenarioPath(creation.created.projectId, creation.created.scenarioId) : null;

  useEffect(() => onBusyChange(isStarted), [isStarted, onBusyChange]);
  const created = creation.created;
  useEffect(() => {
    // A reload from now on opens the episode (see createdScenario.ts), whose cards follow the images.
    if (created) void navigate({ search: createdSearch(created.projectId, created.scenarioId) }, { replace: true });
  }, [created, navigate]);
  useEffect(() => {
    if (creation.phase === 'done' && target) void navigate(target);
  }, [creation.phase, target, navigate]);

  const contentStatus: CreationItemStatus =
    creation.phase === 'creating' ? 'running' : creation.phase === 'failed' ? 'failed' : isStarted ? 'done' : 'waiting';
  const imagesStatus: CreationItemStatus = !shouldGenerateImages
    ? 'skipped'
    : creation.phase === 'generating'
      ? 'running'
      : creation.phase === 'done'
        ? creation.images.failed > 0 || creation.stoppedReason
          ? 'failed'
          : 'done'
        : 'waiting';
  const items: CreationItem[] = [
    { id: 'project', status: contentStatus },
    { id: 'episode', status: contentStatus },
    {
      id: 'assets',
      status: contentStatus,
      detail: contentStatus === 'done' ? t('wizard.create.assetCount', { count: assets.length }) : undefined,
    },
    {
      id: 'shots',
      status: contentStatus,
      detail: contentStatus === 'done' ? t('wizard.create.shotCount', { count: shotCount }) : undefined,
    },
    {
      id: 'images',
      status: imagesStatus,
      detail:
        creation.images.total > 0
          ? t('wizard.create.imagesProgress', { done: creation.images.finished, total: creation.images.total })
          : undefined,
    },
  ];

  return (
    <div className="flex flex-col gap-5">
      <section className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4">
        <h3 className="text-sm font-semibold text-fg">{t('wizard.create.summary')}</h3>
        <p className="text-sm text-fg-muted">
          {t('wizard.create.summaryText', { name: draft.name.trim(), assets: assets.length, shots: shotCount })}
        </p>
        <label className="mt-1 inline-flex items-center gap-2 text-sm text-fg">
          <input
            type="checkbox"
            checked={shouldGenerateImages}
            disabled={isStarted || shotCount === 0}
            onChange={(event) => setShouldGenerateImages(event.target.checked)}
            className="size-4 accent-accent"
          />
          {t('wizard.create.generateImages')}
        </label>
        {shouldGenerateImages && shotCount > 0 && (
          <p className="text-xs text-fg-muted">
            {t('wizard.create.imagesCost', {
              count: shotCount,
              cost: t('generation.cost', { count: totalCost }),
              balance: balance === null ? '…' : t('generation.cost', { count: balance }),
            })}
          </p>
        )}
        {shouldGenerateImages && balance !== null && balance < totalCost && (
          <p className="text-xs text-warning">{t('wizard.create.notEnough')}</p>
        )}
      </section>
      <CreationProgress items={items} />
      {creation.error && (
        <Alert>
          {t('wizard.create.failed')} {creation.error !== t('wizard.create.failed') ? `(${creation.error})` : null}
        </Alert>
      )}
      {creation.stoppedReason && <Alert tone="info">{translateServerText(creation.stoppedReason)}</Alert>}
      <div className="flex flex-wrap gap-2">
        {!isStarted && (
          <Button size="lg" onClick={() => void creation.create(draft, { shouldGenerateImages, imageCost: totalCost })}>
            <Icon name="sparkles" className="size-5" />
            {t('wizard.create.action')}
          </Button>
        )}
        {target && (
          <Button variant="secondary" onClick={() => void navigate(target)}>
            {t('wizard.create.openEpisode')}
          </Button>
        )}
      </div>
    </div>
  );
}
