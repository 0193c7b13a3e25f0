import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { Alert, Button, Icon, Skeleton, useConfirm } from '../../../ui';
import type { GenerationState } from '../../generation';
import type { VariantView } from '../api/assetTypes';
import { modificationKey } from '../hooks/useVariantGeneration';
import { useVariantModifications } from '../hooks/useVariantModifications';
import { ModificationFormModal } from './ModificationFormModal';
import { ModificationListItem } from './ModificationListItem';

interface ModificationsSectionProps {
  assetId: string;
  variant: VariantView;
  /** The variant's display name. */
  variantName: string;
  cost: number | null;
  stateOf: (key: string) => GenerationState;
  onApply: (variant: VariantView, modificationId: string) => Promise<void>;
}

/**
 * The selected variant's modifications (spec §3/§7): listed oldest first, added in a dialog, applied (a new
 * image of the variant, shown among its images when the job ends) and deleted after confirmation.
 */
export function ModificationsSection({
  assetId,
  variant,
  variantName,
  cost,
  stateOf,
  onApply,
}: ModificationsSectionProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { query, add, remove } = useVariantModifications(assetId, variant.id);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const modifications = query.data ?? [];
  const headingId = `modifications-${variant.id}`;

  const handleDelete = async (modificationId: string, instructions: string) => {
    const isConfirmed = await confirm({
      title: t('assets.modifications.deleteTitle'),
      message: t('assets.modifications.deleteMessage', { instructions }),
      confirmLabel: t('assets.actions.delete'),
    });
    if (!isConfirmed) return;
    setError(null);
    remove.mutate(modificationId, {
      onError: (caught) => setError(errorMessageOf(caught, t('assets.modifications.deleteFailed'))),
    });
  };

  return (
    <section className="flex flex-col gap-2" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-sm font-medium text-fg-muted">
          {t('assets.modifications.title')}
        </h4>
        <Button variant="secondary" size="sm" onClick={() => setIsFormOpen(true)}>
          <Icon name="plus" className="size-4" />
          {t('assets.modifications.add')}
        </Button>
      </div>
      {error && <Alert>{error}</Alert>}
      {query.isPending ? (
        <div role="status" aria-busy="true">
          <span className="sr-only">{t('app.loading')}</span>
          <Skeleton className="h-16 w-full rounded-lg" />
        </div>
      ) : query.isError ? (
        // Inline, not an alert: the variant's images above stay the panel's main content.
        <div className="flex flex-wrap items-center gap-2 rounded-lg border border-dashed border-line px-3 py-3">
          <p className="flex-1 text-sm text-fg-muted">
            {t('errors.loading.message', { operation: t('assets.modifications.operation') })}{' '}
            <span className="text-xs text-fg-subtle">{errorMessageOf(query.error)}</span>
          </p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            <Icon name="refresh" className="size-4" />
            {t('errors.reload')}
          </Button>
        </div>
      ) : modifications.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line px-3 py-4 text-sm text-fg-muted">
          {t('assets.modifications.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('assets.modifications.listLabel', { name: variantName })}>
          {modifications.map((modification, index) => (
            <ModificationListItem
              key={modification.id}
              modification={modification}
              index={index + 1}
              cost={cost}
              state={stateOf(modificationKey(modification.id))}
              onApply={() => void onApply(variant, modification.id)}
              onDelete={() => void handleDelete(modification.id, modification.instructions)}
              isDeleting={remove.isPending && remove.variables === modification.id}
            />
          ))}
        </ul>
      )}
      {isFormOpen && (
        <ModificationFormModal
          variantName={variantName}
          isSaving={add.isPending}
          onSubmit={async (draft) => {
            await add.mutateAsync(draft);
            setIsFormOpen(false);
          }}
          onClose={() => setIsFormOpen(false)}
        />
      )}
    </section>
  );
}
