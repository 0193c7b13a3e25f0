import type { ShotGeneration, ShotGenerationKind } from '@sym/contracts';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../../lib/errors';
import { Alert, Button, LoadingError, Skeleton, useConfirm } from '../../../../ui';
import { GenerationHistoryItem } from './GenerationHistoryItem';
import { useShotGenerations } from './useShotGenerations';

interface GenerationHistoryProps {
  scenarioId: string;
  shotId: string;
  kind: ShotGenerationKind;
}

/** A shot's generated images (or videos), newest first: make one primary, or delete one after confirming. */
export function GenerationHistory({ scenarioId, shotId, kind }: GenerationHistoryProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { list, items, setPrimary, remove } = useShotGenerations(scenarioId, shotId, kind);
  const isImage = kind === 'image';
  const isBusy = setPrimary.isPending || remove.isPending;
  const actionError = setPrimary.error ?? remove.error;

  const handleDelete = async (generation: ShotGeneration) => {
    const isConfirmed = await confirm({
      title: t(isImage ? 'shotEditor.history.deleteImageTitle' : 'shotEditor.history.deleteVideoTitle'),
      message: t(isImage ? 'shotEditor.history.deleteImageMessage' : 'shotEditor.history.deleteVideoMessage'),
      confirmLabel: t('shotEditor.history.delete'),
    });
    if (isConfirmed) remove.mutate(generation);
  };

  const renderBody = () => {
    if (list.isPending) return <Skeleton className="h-14 w-full" />;
    if (list.isError) {
      return (
        <LoadingError
          operation={t('shotEditor.history.operation')}
          detail={errorMessageOf(list.error)}
          onReload={() => void list.refetch()}
        />
      );
    }
    if (items.length === 0) return <p className="text-xs text-fg-muted">{t('shotEditor.history.empty')}</p>;
    return (
      <>
        <ul
          aria-label={t(isImage ? 'shotEditor.history.imagesLabel' : 'shotEditor.history.videosLabel')}
          className="flex flex-col gap-2"
        >
          {items.map((generation, index) => (
            <GenerationHistoryItem
              key={generation.id}
              generation={generation}
              name={t(isImage ? 'shotEditor.history.imageItem' : 'shotEditor.history.videoItem', { n: index + 1 })}
              isBusy={isBusy}
              onSetPrimary={() => setPrimary.mutate(generation)}
              onDelete={() => void handleDelete(generation)}
            />
          ))}
        </ul>
        {list.hasNextPage && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void list.fetchNextPage()}
            isLoading={list.isFetchingNextPage}
          >
            {t('shotEditor.history.showOlder')}
          </Button>
        )}
      </>
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-xs font-medium tracking-wide text-fg-muted uppercase">
        {t(isImage ? 'shotEditor.history.images' : 'shotEditor.history.videos')}
      </h4>
      {renderBody()}
      {actionError && (
        <Alert>
          {t('shotEditor.history.actionFailed')} {errorMessageOf(actionError)}
        </Alert>
      )}
    </div>
  );
}
