import type { AspectRatio, Shot } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useShotDurationText } from '../hooks/useShotDurationText';
import { ShotMedia } from '../components/ShotMedia';
import { ShotSelectedMark, shotCardFrameClasses, type ShotCardSelection } from './shotCardFrame';

interface ShotCardCompactProps extends ShotCardSelection {
  shot: Shot;
  aspectRatio: AspectRatio;
}

/** A shot in the storyboard's Simple view ("Shot {n}"): picture, sequence number, type and duration. */
export function ShotCardCompact({ shot, aspectRatio, ...selection }: ShotCardCompactProps) {
  const { t } = useTranslation();
  const duration = useShotDurationText(shot.duration);
  return (
    <article
      id={selection.domId}
      tabIndex={selection.tabIndex}
      aria-describedby={selection.describedBy}
      aria-label={t('storyboard.shot.label', { n: shot.sequence })}
      className={`flex h-full flex-col ${shotCardFrameClasses(selection)}`}
    >
      <ShotMedia shot={shot} aspectRatio={aspectRatio} imageOnly />
      <ShotSelectedMark {...selection} />
      <dl className="flex items-center gap-1.5 p-2 text-xs">
        <div>
          <dt className="sr-only">{t('storyboard.shot.sequence')}</dt>
          <dd className="rounded-md bg-accent px-1.5 py-0.5 font-semibold text-on-accent tabular-nums">
            {shot.sequence}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="sr-only">{t('storyboard.shot.type')}</dt>
          <dd className="truncate font-medium text-fg">{t(`storyboard.shotTypes.${shot.type}`)}</dd>
        </div>
        {duration && (
          <div className="ml-auto">
            <dt className="sr-only">{t('storyboard.shot.duration')}</dt>
            <dd className="text-fg-muted tabular-nums">{duration}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}
