import { useTranslation } from '../../../lib/i18n/useTranslation';
import { resolveMediaUrl } from '../../../lib/transport';
import { Icon } from '../../../ui';
import { GenerateButton, type GenerationState } from '../../generation';
import type { ModificationView } from '../api/modificationsApi';

interface ModificationListItemProps {
  modification: ModificationView;
  /** 1-based position in the list, for labels. */
  index: number;
  cost: number | null;
  state: GenerationState;
  onApply: () => void;
  onDelete: () => void;
  isDeleting: boolean;
}

/** One modification: its image (if any), instructions, when it was added and applied, Apply and Delete. */
export function ModificationListItem({
  modification,
  index,
  cost,
  state,
  onApply,
  onDelete,
  isDeleting,
}: ModificationListItemProps) {
  const { t, i18n } = useTranslation();
  const formatted = (stamp: string) =>
    new Date(stamp).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li
      aria-label={t('assets.modifications.itemLabel', { index })}
      className="flex items-start gap-3 rounded-lg border border-line bg-surface p-2.5"
    >
      <span className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-md bg-elevated">
        {modification.modificationImageUrl ? (
          <img
            src={resolveMediaUrl(modification.modificationImageUrl)}
            alt={t('assets.modifications.imageAlt', { index })}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <Icon name="image" className="size-5 text-fg-subtle" />
        )}
      </span>
      {/* Text and actions in one column: the panel is narrow beside the reference image. */}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="text-sm break-words whitespace-pre-line text-fg">{modification.instructions}</p>
        <p className="text-xs text-fg-muted">
          {modification.created_at && (
            <time dateTime={modification.created_at}>
              {t('assets.modifications.added', { date: formatted(modification.created_at) })}
            </time>
          )}
          {' · '}
          {modification.applied_at ? (
            <time dateTime={modification.applied_at}>
              {t('assets.modifications.applied', { date: formatted(modification.applied_at) })}
            </time>
          ) : (
            t('assets.modifications.notApplied')
          )}
        </p>
        <div className="flex items-start gap-1">
          <GenerateButton
            label={t('assets.modifications.apply')}
            cost={cost}
            state={state}
            onGenerate={onApply}
            variant="secondary"
          />
          <button
            type="button"
            onClick={onDelete}
            disabled={isDeleting}
            aria-label={t('assets.modifications.delete', { index })}
            className="grid size-8 place-items-center rounded-md text-fg-muted hover:bg-elevated hover:text-danger focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
          >
            <Icon name="trash" className="size-4" />
          </button>
        </div>
      </div>
    </li>
  );
}
