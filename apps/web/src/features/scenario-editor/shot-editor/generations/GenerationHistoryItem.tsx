import type { ShotGeneration } from '@sym/contracts';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { resolveMediaUrl } from '../../../../lib/transport';
import { Button, Icon } from '../../../../ui';
import { ShotScenePlan } from './ShotScenePlan';

interface GenerationHistoryItemProps {
  generation: ShotGeneration;
  /** Its name in the list, e.g. 'Image 2'. */
  name: string;
  isBusy: boolean;
  onSetPrimary: () => void;
  onDelete: () => void;
}

/** One generated image or video: thumbnail, date, state, its actions, and (images) what it was drawn from. */
export function GenerationHistoryItem({
  generation,
  name,
  isBusy,
  onSetPrimary,
  onDelete,
}: GenerationHistoryItemProps) {
  const { t, i18n } = useTranslation();
  const thumb = generation.thumbUrl ?? (generation.kind === 'image' ? generation.url : null);
  const isDone = generation.status === 'completed' && Boolean(generation.url);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(generation.createdAt),
  );

  return (
    <li
      aria-label={name}
      className={`flex flex-wrap items-center gap-3 rounded-lg border p-2 ${generation.isPrimary ? 'border-accent' : 'border-line'}`}
    >
      <div className="grid h-12 w-20 shrink-0 place-items-center overflow-hidden rounded-md bg-elevated">
        {thumb ? (
          <img src={resolveMediaUrl(thumb)} alt="" className="h-full w-full object-cover" loading="lazy" />
        ) : generation.kind === 'video' && generation.url ? (
          <video
            src={resolveMediaUrl(generation.url)}
            preload="metadata"
            muted
            className="h-full w-full object-cover"
          />
        ) : (
          <Icon name={generation.kind === 'video' ? 'film' : 'image'} className="size-5 text-fg-subtle" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-xs">
        <span className="font-medium text-fg">{name}</span>
        <span className="text-fg-muted">{date}</span>
        {generation.isPrimary && (
          <span className="flex items-center gap-1 text-accent">
            <Icon name="star" className="size-3.5" />
            {t('shotEditor.history.primary')}
          </span>
        )}
        {!isDone && generation.status !== 'failed' && (
          <span className="text-fg-muted">{t('shotEditor.history.inProgress')}</span>
        )}
        {generation.status === 'failed' && <span className="text-danger">{t('shotEditor.history.failed')}</span>}
      </div>
      <div className="flex shrink-0 flex-col gap-1">
        {isDone && !generation.isPrimary && (
          <Button variant="secondary" size="sm" onClick={onSetPrimary} disabled={isBusy}>
            {t('shotEditor.history.setPrimary')}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onDelete} disabled={isBusy}>
          <Icon name="trash" className="size-4" />
          {t('shotEditor.history.delete')}
        </Button>
      </div>
      {/* A full-width line of its own under the row (flex-wrap); nothing at all without a plan. */}
      <ShotScenePlan scene={generation.scene} style={generation.style} />
    </li>
  );
}
