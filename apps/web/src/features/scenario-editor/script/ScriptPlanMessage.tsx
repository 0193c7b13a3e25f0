import type { ScriptPlanSummary, Shot } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';

const NAME_LENGTH = 40;

/** A shot's short name for the confirmation: the start of its description. */
function shotName(shot: Shot | undefined): string {
  const text = shot?.description.replace(/\s+/g, ' ').trim() ?? '';
  if (!text) return '—';
  return text.length > NAME_LENGTH ? `${text.slice(0, NAME_LENGTH - 1).trimEnd()}…` : text;
}

interface ScriptPlanMessageProps {
  summary: ScriptPlanSummary;
  /** The episode's shots now, to name the ones deleted or taken over. */
  shots: readonly Shot[];
  /** The uploaded file's name, when the script comes from a file. */
  fileName?: string | undefined;
}

/** What applying a script will do, in the apply confirmation: counts, deleted media, shots matched by text. */
export function ScriptPlanMessage({ summary, shots, fileName }: ScriptPlanMessageProps) {
  const { t } = useTranslation();
  const bySequence = new Map(shots.map((shot) => [shot.sequence, shot]));
  const isNothing = summary.added + summary.updated + summary.deleted === 0 && !summary.isReordered;
  const counts = [
    summary.added > 0 && t('scriptEditor.apply.plan.added', { count: summary.added }),
    summary.updated > 0 && t('scriptEditor.apply.plan.updated', { count: summary.updated }),
    summary.unchanged > 0 && t('scriptEditor.apply.plan.unchanged', { count: summary.unchanged }),
    summary.deleted > 0 && t('scriptEditor.apply.plan.deleted', { count: summary.deleted }),
    summary.deletedImages > 0 && t('scriptEditor.apply.plan.deletedImages', { count: summary.deletedImages }),
    summary.deletedVideos > 0 && t('scriptEditor.apply.plan.deletedVideos', { count: summary.deletedVideos }),
  ].filter((line): line is string => Boolean(line));
  const deletedList = summary.deletedSequences
    .map((sequence) => `${sequence} (${shotName(bySequence.get(sequence))})`)
    .join(', ');

  return (
    <div className="flex flex-col gap-2 text-left">
      <p>
        {fileName ? t('scriptEditor.apply.confirmUpload', { name: fileName }) : t('scriptEditor.apply.confirmMessage')}
      </p>
      {isNothing ? (
        <p>{t('scriptEditor.apply.plan.nothing')}</p>
      ) : (
        <ul className="list-disc pl-5">
          {counts.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {summary.deletedSequences.length > 0 && <p>{t('scriptEditor.apply.plan.deletedShots', { list: deletedList })}</p>}
      {summary.matchedByText.length > 0 && (
        <>
          <p>{t('scriptEditor.apply.plan.matched')}</p>
          <ul className="list-disc pl-5">
            {summary.matchedByText.map((match) => (
              <li key={match.block}>
                {t('scriptEditor.apply.plan.matchedItem', {
                  block: match.block,
                  sequence: match.sequence,
                  name: shotName(bySequence.get(match.sequence)),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      {summary.isReordered && <p>{t('scriptEditor.apply.plan.reordered')}</p>}
      {!isNothing && <p className="text-fg-muted">{t('scriptEditor.apply.plan.undoHint')}</p>}
    </div>
  );
}
