import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useGatedControl } from '../../../app/tier';
import { Alert, useConfirm } from '../../../ui';
import { GenerateButton, isGenerationBusy, type GenerationState } from '../../generation';
import { UpgradeHint } from '../../upgrade';
import { defaultGenerateAllChoice, GenerateAllImagesDialog } from './GenerateAllImagesDialog';

interface BatchAction {
  /** Shots it will generate for, and what that costs (null while the pricing loads). */
  shots: number;
  cost: number | null;
  state: GenerationState;
  onGenerate: () => void;
}

/** "Generate all images": some of its shots may already have an image, which would get a new take. */
interface ImagesBatchAction extends Omit<BatchAction, 'onGenerate' | 'cost'> {
  withImage: number;
  /** Credits per image; null while the pricing loads. */
  unitCost: number | null;
  onGenerate: (onlyWithoutImage: boolean) => void;
}

interface StoryboardToolbarProps {
  shotCount: number;
  images: ImagesBatchAction;
  videos: BatchAction;
}

/**
 * "Generate all images" / "Generate all videos" with their total cost, each confirmed before it starts. Every
 * shot's video, and every shot's image again, are batch operations (the professional edition's): without them the
 * images button fills in the shots without an image and the videos button says what the upgrade brings.
 */
export function StoryboardToolbar({ shotCount, images, videos }: StoryboardToolbarProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [isChoosingImages, setIsChoosingImages] = useState(false);
  const regenerateAll = useGatedControl('storyboard.regenerateAllImages');
  const videosForAll = useGatedControl('storyboard.generateAllVideos');
  const missing = images.shots - images.withImage;
  // The button costs what the dialog's default choice costs (shots without an image, when there are any).
  const imagesByDefault =
    defaultGenerateAllChoice(images.shots, images.withImage, regenerateAll.isEnabled) === 'all'
      ? images.shots
      : missing;
  const imagesCost = images.unitCost === null ? null : images.unitCost * imagesByDefault;
  const imagesUnavailable = isGenerationBusy(images.state)
    ? null
    : images.shots === 0
      ? t('storyboard.toolbar.noImageShots')
      : missing === 0 && !regenerateAll.isEnabled
        ? t('storyboard.toolbar.noMissingImages')
        : null;

  const confirmThen = async (kind: 'videos', action: BatchAction) => {
    const isConfirmed = await confirm({
      title: t(`storyboard.toolbar.${kind}ConfirmTitle`),
      message: t(`storyboard.toolbar.${kind}ConfirmMessage`, {
        count: action.shots,
        cost: action.cost === null ? '—' : t('generation.cost', { count: action.cost }),
      }),
      confirmLabel: t('storyboard.toolbar.confirm'),
      variant: 'default',
    });
    if (isConfirmed) action.onGenerate();
  };

  const renderProgress = (action: Pick<BatchAction, 'state'>) =>
    action.state.phase === 'running' && action.state.total > 1 ? (
      <p role="status" className="text-xs text-fg-muted">
        {t('storyboard.toolbar.batchProgress', { finished: action.state.finished, total: action.state.total })}
      </p>
    ) : null;

  // A batch that started some jobs and then stopped (e.g. credits ran out) says why; one that started none
  // shows the reason under its button.
  const stopped = [images, videos].flatMap(({ state }) =>
    state.stoppedReason && state.total > 0 ? [state.stoppedReason] : [],
  );

  return (
    <div className="flex flex-col gap-3">
      <div
        role="group"
        aria-label={t('storyboard.toolbar.label')}
        className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-3 sm:flex-row sm:items-start sm:justify-between"
      >
        <p className="pt-1.5 text-sm text-fg-muted">{t('storyboard.toolbar.shotCount', { count: shotCount })}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="flex flex-col gap-1">
            <GenerateButton
              label={t('storyboard.toolbar.allImages')}
              cost={imagesCost}
              state={images.state}
              variant="secondary"
              unavailableReason={imagesUnavailable}
              onGenerate={() => setIsChoosingImages(true)}
            />
            {renderProgress(images)}
          </div>
          {videosForAll.isEnabled ? (
            <div className="flex flex-col gap-1">
              <GenerateButton
                label={t('storyboard.toolbar.allVideos')}
                cost={videos.cost}
                state={videos.state}
                variant="secondary"
                unavailableReason={
                  videos.shots === 0 && !isGenerationBusy(videos.state) ? t('storyboard.toolbar.noVideoShots') : null
                }
                onGenerate={() => void confirmThen('videos', videos)}
              />
              {renderProgress(videos)}
            </div>
          ) : (
            <UpgradeHint feature={videosForAll.feature} className="max-w-xs" />
          )}
        </div>
      </div>
      {stopped.map((reason) => (
        <Alert key={reason}>{reason}</Alert>
      ))}
      {isChoosingImages && (
        <GenerateAllImagesDialog
          isOpen
          total={images.shots}
          withImage={images.withImage}
          unitCost={images.unitCost}
          canRegenerateAll={regenerateAll.isEnabled}
          onCancel={() => setIsChoosingImages(false)}
          onConfirm={(choice) => {
            setIsChoosingImages(false);
            images.onGenerate(choice === 'withoutImage');
          }}
        />
      )}
    </div>
  );
}
