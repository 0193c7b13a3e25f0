import type { BibleMoveResult } from '@sym/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { Alert, Button, LoadingError, Modal, SelectField, Skeleton } from '../../../ui';
import { assetQueryKeys } from '../api/assetQueryKeys';
import { assetsApi } from '../api/assetsApi';

interface BibleMoveDialogProps {
  projectId: string;
  seriesName: string;
  onClose: () => void;
  /** After the move: what it did (the asset list hears of it through the room and the invalidation). */
  onMoved: (result: BibleMoveResult) => void;
}

/** Per asset: whether it moves, and into which bible asset it merges ('' keeps both). */
type Choice = { isChosen: boolean; mergeInto: string };

/**
 * Moves the project's own assets into its series' bible. Each is chosen by a checkbox; one that the bible already
 * has (same type and name) is merged into the bible's by default, or kept as a second one.
 */
export function BibleMoveDialog({ projectId, seriesName, onClose, onMoved }: BibleMoveDialogProps) {
  const { t } = useTranslation();
  const proposal = useQuery({
    queryKey: assetQueryKeys.bibleProposal(projectId),
    queryFn: () => assetsApi.bibleProposal(projectId),
  });
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const candidates = proposal.data?.candidates ?? [];
  const choiceOf = (assetId: string): Choice => {
    const candidate = candidates.find((entry) => entry.assetId === assetId);
    return choices[assetId] ?? { isChosen: false, mergeInto: candidate?.matches[0]?.assetId ?? '' };
  };
  const choose = (assetId: string, change: Partial<Choice>) =>
    setChoices((current) => ({ ...current, [assetId]: { ...choiceOf(assetId), ...change } }));
  const chosen = candidates.filter((candidate) => choiceOf(candidate.assetId).isChosen);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0 || isSaving) return;
    setIsSaving(true);
    setError(null);
    try {
      const items = chosen.map((candidate) => ({
        assetId: candidate.assetId,
        mergeInto: choiceOf(candidate.assetId).mergeInto || null,
      }));
      onMoved(await assetsApi.moveToBible(projectId, items));
    } catch (caught) {
      setError(caught);
      setIsSaving(false);
    }
  };

  const renderBody = () => {
    if (proposal.isPending) {
      return (
        <div role="status" aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">{t('assets.bible.dialog.loading')}</span>
          <Skeleton className="h-10 w-full rounded-lg" />
          <Skeleton className="h-10 w-full rounded-lg" />
        </div>
      );
    }
    if (proposal.isError) {
      return (
        <LoadingError
          operation={t('assets.operation')}
          detail={errorMessageOf(proposal.error)}
          onReload={() => void proposal.refetch()}
        />
      );
    }
    if (candidates.length === 0) return <Alert tone="info">{t('assets.bible.dialog.none')}</Alert>;
    return (
      <ul className="flex flex-col gap-2" aria-label={t('assets.bible.dialog.title', { series: seriesName })}>
        {candidates.map((candidate) => {
          const choice = choiceOf(candidate.assetId);
          const match = candidate.matches[0];
          return (
            <li key={candidate.assetId} className="flex flex-col gap-2 rounded-lg border border-line p-3">
              <label className="flex items-center gap-2 text-sm font-medium text-fg">
                <input
                  type="checkbox"
                  className="size-4 accent-accent"
                  checked={choice.isChosen}
                  onChange={(event) => choose(candidate.assetId, { isChosen: event.target.checked })}
                  aria-label={t('assets.bible.dialog.choose', { name: candidate.name })}
                />
                <span>{candidate.name}</span>
                <span className="text-xs text-fg-muted">{t(`assets.types.${candidate.type}`)}</span>
              </label>
              {match && (
                <SelectField
                  label={t('assets.bible.dialog.duplicate', { name: match.name })}
                  value={choice.mergeInto}
                  disabled={!choice.isChosen}
                  options={[
                    ...candidate.matches.map((entry) => ({
                      value: entry.assetId,
                      label: t('assets.bible.dialog.merge', { name: entry.name }),
                    })),
                    { value: '', label: t('assets.bible.dialog.keepBoth') },
                  ]}
                  onValueChange={(mergeInto) => choose(candidate.assetId, { mergeInto })}
                />
              )}
              {match && choice.isChosen && choice.mergeInto && (
                <p className="text-xs text-fg-muted">
                  {t('assets.bible.dialog.mergeHint', {
                    name: candidate.matches.find((entry) => entry.assetId === choice.mergeInto)?.name ?? match.name,
                  })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <Modal
      isOpen
      onClose={onClose}
      isDismissable={!isSaving}
      title={t('assets.bible.dialog.title', { series: seriesName })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSaving}>
            {t('assets.bible.dialog.cancel')}
          </Button>
          <Button type="submit" form="bible-move-form" isLoading={isSaving} disabled={chosen.length === 0}>
            {t('assets.bible.dialog.submit', { count: chosen.length })}
          </Button>
        </>
      }
    >
      <form id="bible-move-form" className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
        <p className="text-sm text-fg-muted">{t('assets.bible.dialog.intro')}</p>
        {error !== null && <Alert>{errorMessageOf(error, t('assets.bible.dialog.failed'))}</Alert>}
        {renderBody()}
      </form>
    </Modal>
  );
}
