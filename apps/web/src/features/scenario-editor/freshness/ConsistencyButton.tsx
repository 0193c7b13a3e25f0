import type { ConsistencyFinding, Shot } from '@sym/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { call } from '../../../lib/transport';
import { Alert, Button, EmptyState, Icon, Modal, Spinner } from '../../../ui';
import { useCommentMutations } from '../../comments';
import { useTeamRoleAccess } from '../../teams';
import { scenarioEditorKeys } from '../api/scenarioEditorKeys';
import { consistencyText, findingShot } from './consistencyText';

/**
 * "Check consistency": where the episode describes a character differently (contradicting colours, looks changed
 * since shots were drawn, names not linked), each finding postable as a comment on its first shot for review.
 */
export function ConsistencyButton({ scenarioId }: { scenarioId: string }) {
  const { t } = useTranslation();
  const { canComment } = useTeamRoleAccess();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setIsOpen(true)}>
        <Icon name="search" className="size-4" />
        {t('storyboard.consistency.open')}
      </Button>
      {isOpen && <ConsistencyDialog scenarioId={scenarioId} canComment={canComment} onClose={() => setIsOpen(false)} />}
    </>
  );
}

function ConsistencyDialog({
  scenarioId,
  canComment,
  onClose,
}: {
  scenarioId: string;
  canComment: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const report = useQuery({
    queryKey: [...scenarioEditorKeys.freshness(scenarioId), 'consistency'],
    queryFn: () => call('scenario.consistency', { id: scenarioId }),
  });
  const shots = queryClient.getQueryData<Shot[]>(scenarioEditorKeys.shots(scenarioId)) ?? [];
  const numberOf = (shotId: string) => shots.find((shot) => shot.id === shotId)?.sequence ?? 0;
  const { create } = useCommentMutations(scenarioId);
  const [posted, setPosted] = useState<ReadonlySet<number>>(new Set());
  const [failed, setFailed] = useState(false);

  const post = async (finding: ConsistencyFinding, index: number) => {
    setFailed(false);
    try {
      const shotId = findingShot(finding, numberOf);
      await create.mutateAsync({ body: consistencyText(t, finding, numberOf), ...(shotId ? { shotId } : {}) });
      setPosted((current) => new Set([...current, index]));
    } catch {
      setFailed(true);
    }
  };

  const findings = report.data?.findings ?? [];
  return (
    <Modal isOpen onClose={onClose} title={t('storyboard.consistency.title')} size="large">
      {report.isPending && <Spinner label={t('storyboard.consistency.checking')} />}
      {report.isError && <Alert>{t('storyboard.consistency.failed')}</Alert>}
      {failed && <Alert>{t('storyboard.consistency.postFailed')}</Alert>}
      {report.isSuccess && findings.length === 0 && (
        <EmptyState
          icon="check"
          title={t('storyboard.consistency.noneTitle')}
          message={t('storyboard.consistency.none')}
        />
      )}
      {findings.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t('storyboard.consistency.list')}>
          {findings.map((finding, index) => (
            <li
              key={`${finding.kind}-${finding.assetId}-${index}`}
              className="flex items-start gap-3 rounded-lg border border-line p-3 text-sm"
            >
              <span className="flex-1 text-fg">{consistencyText(t, finding, numberOf)}</span>
              {canComment &&
                (posted.has(index) ? (
                  <span className="text-fg-muted">{t('storyboard.consistency.posted')}</span>
                ) : (
                  <Button variant="ghost" size="sm" onClick={() => void post(finding, index)}>
                    <Icon name="comment" className="size-4" />
                    {t('storyboard.consistency.post')}
                  </Button>
                ))}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
