import type { AspectRatio, Shot } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useShotDurationText } from '../hooks/useShotDurationText';
import { GenerateButton, isGenerationBusy, type GenerationState } from '../../generation';
import { ShotMedia } from './ShotMedia';
import { ShotSelectedMark, shotCardFrameClasses, type ShotCardSelection } from '../storyboard/shotCardFrame';

interface ShotCardProps extends ShotCardSelection {
  shot: Shot;
  aspectRatio: AspectRatio;
  /** Names of the project assets the shot links (unknown ids are left out). */
  assetNames?: readonly string[];
  /** 'full': one large shot filling the width (the storyboard's full view). */
  size?: 'card' | 'full';
  imageCost: number | null;
  videoCost: number | null;
  imageState: GenerationState;
  videoState: GenerationState;
  onGenerateImage: () => void;
  onGenerateVideo: () => void;
}

/**
 * One shot of the storyboard's Deluxe and Full views ("Shot {n}"): its picture or video, sequence number,
 * type, camera motion, duration, description and assets, with "Generate image" and "Generate video" (the
 * latter once the shot has an image and animation instructions; until then it says what is missing). While a
 * job runs its button is off and shows the job's progress.
 */
export function ShotCard({
  shot,
  aspectRatio,
  imageCost,
  videoCost,
  imageState,
  videoState,
  onGenerateImage,
  onGenerateVideo,
  assetNames = [],
  size = 'card',
  ...selection
}: ShotCardProps) {
  const { t } = useTranslation();
  const duration = useShotDurationText(shot.duration);
  const videoReason = !shot.imageUrl
    ? t('storyboard.shot.needsImage')
    : !shot.animationInstructions?.trim()
      ? t('storyboard.shot.needsAnimation')
      : null;
  return (
    <article
      id={selection.domId}
      tabIndex={selection.tabIndex}
      aria-describedby={selection.describedBy}
      aria-label={t('storyboard.shot.label', { n: shot.sequence })}
      className={`flex h-full flex-col ${shotCardFrameClasses(selection)}`}
    >
      <ShotMedia shot={shot} aspectRatio={aspectRatio} isGenerating={isGenerationBusy(imageState)} />
      <ShotSelectedMark {...selection} />
      <div className="flex flex-1 flex-col gap-3 p-3.5">
        <dl className="flex flex-wrap items-center gap-1.5 text-xs">
          <div>
            <dt className="sr-only">{t('storyboard.shot.sequence')}</dt>
            <dd className="rounded-md bg-accent px-1.5 py-0.5 font-semibold text-on-accent tabular-nums">
              {shot.sequence}
            </dd>
          </div>
          <div>
            <dt className="sr-only">{t('storyboard.shot.type')}</dt>
            <dd className="rounded-full bg-elevated px-2 py-0.5 font-medium text-fg">
              {t(`storyboard.shotTypes.${shot.type}`)}
            </dd>
          </div>
          <div>
            <dt className="sr-only">{t('storyboard.shot.cameraMotion')}</dt>
            <dd className="rounded-full bg-elevated px-2 py-0.5 text-fg-muted">
              {t(`storyboard.cameraMotions.${shot.cameraMotion}`)}
            </dd>
          </div>
          {duration && (
            <div>
              <dt className="sr-only">{t('storyboard.shot.duration')}</dt>
              <dd className="px-1 text-fg-muted tabular-nums">{duration}</dd>
            </div>
          )}
        </dl>
        <p
          className={`${size === 'full' ? '' : 'line-clamp-4'} text-sm ${shot.description ? 'text-fg' : 'text-fg-muted italic'}`}
        >
          {shot.description || t('storyboard.shot.noDescription')}
        </p>
        {assetNames.length > 0 && (
          <ul aria-label={t('storyboard.shot.assets')} className="flex flex-wrap gap-1">
            {assetNames.map((name, index) => (
              <li
                key={`${name}-${index}`}
                className="max-w-full truncate rounded-md border border-line px-1.5 py-0.5 text-xs text-fg-muted"
              >
                {name}
              </li>
            ))}
          </ul>
        )}
        {shot.animationInstructions?.trim() && (
          <p className="line-clamp-2 text-xs text-fg-muted">
            <span className="font-medium text-fg">{t('storyboard.shot.animation')}</span> {shot.animationInstructions}
          </p>
        )}
        <div className="mt-auto flex flex-col gap-2 pt-1">
          <GenerateButton
            label={t(shot.imageUrl ? 'storyboard.shot.regenerateImage' : 'storyboard.shot.generateImage')}
            cost={imageCost}
            state={imageState}
            onGenerate={onGenerateImage}
          />
          <GenerateButton
            label={t('storyboard.shot.generateVideo')}
            cost={videoCost}
            state={videoState}
            variant="secondary"
            unavailableReason={videoReason}
            onGenerate={onGenerateVideo}
          />
        </div>
      </div>
    </article>
  );
}
