import type { Shot } from '@sym/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { Alert, EmptyState, LoadingError, Modal, Skeleton } from '../../../ui';
import { useTeamRoleAccess } from '../../teams';
import { useShotTakes } from '../api/useShotTakes';
import type { TakesContextValue } from '../state/TakesContext';
import { comparePair, newestFirst, toggleCompare } from '../utils/compareSelection';
import { TakeItem } from './TakeItem';
import { TakesCompare } from './TakesCompare';
import { TakeUndoToast } from './TakeUndoToast';
import { TakeUpload } from './TakeUpload';

interface TakesPanelProps {
  context: TakesContextValue;
  shot: Shot;
}

/**
 * Every take of a shot (pictures and clips, made or uploaded), newest first, numbered per kind, the current ones
 * marked: pick two to compare side by side, make one current ("Use this take", undoable), or upload one's own.
 */
export function TakesPanel({ context, shot }: TakesPanelProps) {
  const { t } = useTranslation();
  // Using another take changes the shot: not for a viewer or commenter of the project's team.
  const { canEdit } = useTeamRoleAccess();
  const list = useShotTakes(context.scenarioId, shot.id);
  const takes = useMemo(() => newestFirst(list.data ?? []), [list.data]);
  const [picked, setPicked] = useState<string[]>([]);
  const pair = comparePair(picked, takes);
  const currentTakes = useMemo(() => takes.filter((take) => take.isCurrent), [takes]);

  const renderList = () => {
    if (list.isPending) return <Skeleton className="h-16 w-full" />;
    if (list.isError) {
      return (
        <LoadingError
          operation={t('takes.panel.operation')}
          detail={errorMessageOf(list.error)}
          onReload={() => void list.refetch()}
        />
      );
    }
    if (takes.length === 0) {
      return (
        <EmptyState
          isCompact
          icon="image"
          title={t('takes.empty.title')}
          message={t(context.isMember ? 'takes.empty.message' : 'takes.empty.readOnly')}
        />
      );
    }
    return (
      <ul aria-label={t('takes.panel.listLabel', { n: shot.sequence })} className="flex flex-col gap-2">
        {takes.map((take) => (
          <TakeItem
            key={take.generationId}
            take={take}
            isPicked={picked.includes(take.generationId)}
            onTogglePick={() => setPicked((current) => toggleCompare(current, take.generationId))}
            onUse={context.isMember && canEdit ? () => void context.chooseTake(take, takes) : undefined}
            isBusy={context.isBusy}
          />
        ))}
      </ul>
    );
  };

  return (
    <Modal
      isOpen
      onClose={context.close}
      title={t('takes.panel.title', { n: shot.sequence })}
      description={t('takes.panel.description')}
      size="xl"
    >
      <div data-testid="shot-takes" className="flex flex-col gap-4">
        <TakeUndoToast />
        {context.chooseError && (
          <Alert>
            {t('takes.errors.useFailed')} {context.chooseError}
          </Alert>
        )}
        {context.isMember && (
          <TakeUpload
            scenarioId={context.scenarioId}
            shotId={shot.id}
            currentTakes={currentTakes}
            onUploaded={(previous) => context.tookUpload(shot.id, previous)}
          />
        )}
        {pair ? (
          <TakesCompare pair={pair} onClose={() => setPicked([])} />
        ) : (
          takes.length > 1 && (
            <p className="text-xs text-fg-muted" aria-live="polite">
              {t('takes.compare.hint', { count: picked.length })}
            </p>
          )
        )}
        {renderList()}
      </div>
    </Modal>
  );
}
