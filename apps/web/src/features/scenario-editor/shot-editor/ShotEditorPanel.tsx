import type { AspectRatio, Shot } from '@sym/contracts';
import { useEffect, useId, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useGatedControl } from '../../../app/tier';
import { Button, Icon } from '../../../ui';
import { useReportActivity } from '../../collaboration';
import { ShotApprovalControls } from '../../approvals';
import { ShotComments } from '../../comments';
import { ShotLipsyncButton } from '../../lipsync';
import { ShotTakesButton } from '../../takes';
import { EditableArea } from '../../teams';
import { ShotMedia } from '../components/ShotMedia';
import { useEditorMode } from '../editorMode';
import { ReferenceImagePicker } from './assets/ReferenceImagePicker';
import { ShotAssetsPicker } from './assets/ShotAssetsPicker';
import { ShotLookPicker } from './assets/ShotLookPicker';
import { SaveStatus } from './autosave/SaveStatus';
import { DescriptionField } from './fields/DescriptionField';
import { DurationField } from './fields/DurationField';
import { ShotKindFields } from './fields/ShotKindFields';
import { ShotTextField } from './fields/ShotTextField';
import { ShotGenerateSection } from './generations/ShotGenerateSection';
import { useProjectAssetList } from './hooks/useProjectAssetList';
import { useShotChanges } from './hooks/useShotChanges';
import { useTeamRoleAccess } from '../../teams';

export interface ShotEditorPanelProps {
  projectId: string;
  scenarioId: string;
  shot: Shot;
  aspectRatio: AspectRatio;
  onClose: () => void;
}

const orNull = (text: string) => (text === '' ? null : text);

/**
 * The editor of the selected shot, beside the storyboard. Every edit saves by itself (debounced, queued
 * while offline, kept across reloads), shows at once on the storyboard and can be undone; pending edits are
 * sent when the panel closes or moves to another shot. The shot's open comments sit at the bottom.
 */
export function ShotEditorPanel({ projectId, scenarioId, shot, aspectRatio, onClose }: ShotEditorPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const lipsync = useGatedControl('shotEditor.lipsync');
  const { shows } = useEditorMode();
  const { saver, snapshot, save, change, latest } = useShotChanges(scenarioId, shot.id);
  const assets = useProjectAssetList(projectId);
  const { canEdit } = useTeamRoleAccess();
  useReportActivity(projectId, 'editing_shot');

  // Leaving a shot (another one selected, or the panel closed) sends its edits without waiting.
  useEffect(() => () => void saver.flush(shot.id), [saver, shot.id]);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="alertdialog"]')) return;
    event.stopPropagation();
    onClose();
  };

  return (
    <aside
      aria-labelledby={headingId}
      onKeyDown={handleKeyDown}
      className="flex flex-col gap-5 rounded-xl border border-line bg-surface p-4"
    >
      <header className="flex flex-col gap-1">
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} className="text-base font-semibold text-fg">
            {t('shotEditor.title', { n: shot.sequence })}
          </h2>
          <Button variant="ghost" size="sm" onClick={onClose} aria-label={t('shotEditor.close')}>
            <Icon name="close" className="size-4" />
          </Button>
        </div>
        <SaveStatus
          snapshot={snapshot}
          onRetry={saver.retry}
          onKeepMine={saver.keepMine}
          onTakeTheirs={saver.takeTheirs}
        />
      </header>

      <div className="overflow-hidden rounded-lg border border-line">
        <ShotMedia shot={shot} aspectRatio={aspectRatio} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ShotTakesButton shotId={shot.id} sequence={shot.sequence} look="text" testId="shot-editor-takes-button" />
        <ShotApprovalControls shotId={shot.id} sequence={shot.sequence} badgeTestId="shot-editor-approval-state" />
      </div>

      {/* Everything below edits the shot: disabled as one for a role that cannot edit. */}
      <EditableArea>
        {/* Keyed by shot: what is being typed belongs to one shot and must not leak into the next. */}
        <div key={shot.id} className="flex flex-col gap-4">
          <DescriptionField projectId={projectId} scenarioId={scenarioId} shot={shot} saver={saver} />
          <ShotTextField
            label={t('shotEditor.fields.action')}
            stored={shot.action}
            commit={(action) => save({ action })}
            undoLabel={t('shotEditor.undo.action')}
            lockTarget={{ projectId, fieldType: 'shot.action', fieldId: shot.id }}
          />
          <ShotKindFields shot={shot} onChange={change} />
          <DurationField stored={shot.duration} commit={(duration) => save({ duration })} />
          <ShotTextField
            label={t('shotEditor.fields.animationInstructions')}
            stored={shot.animationInstructions ?? ''}
            commit={(text) => save({ animationInstructions: orNull(text) })}
            undoLabel={t('shotEditor.undo.animationInstructions')}
            lockTarget={{ projectId, fieldType: 'shot.animationInstructions', fieldId: shot.id }}
          />
          {shows('shotEditor.modificationPrompt') && (
            <ShotTextField
              label={t('shotEditor.fields.modificationPrompt')}
              stored={shot.modificationPrompt ?? ''}
              commit={(text) => save({ modificationPrompt: orNull(text) })}
              undoLabel={t('shotEditor.undo.modificationPrompt')}
              lockTarget={{ projectId, fieldType: 'shot.modificationPrompt', fieldId: shot.id }}
            />
          )}
        </div>

        <ShotAssetsPicker
          shot={shot}
          assets={{
            data: assets.data,
            isPending: assets.isPending,
            error: assets.error,
            refetch: () => void assets.refetch(),
          }}
          onToggle={(assetId) => {
            const current = latest()?.assetIds ?? shot.assetIds;
            const assetIds = current.includes(assetId) ? current.filter((id) => id !== assetId) : [...current, assetId];
            change(t('shotEditor.undo.assets'), { assetIds }, { assetIds: current });
          }}
        />
        <ShotLookPicker scenarioId={scenarioId} shot={shot} assets={assets.data ?? []} canEdit={canEdit} />
        {shows('shotEditor.referenceImage') && (
          <ReferenceImagePicker
            shot={shot}
            assets={assets.data ?? []}
            onChange={(referenceImageUrl) =>
              change(
                t('shotEditor.undo.referenceImage'),
                { referenceImageUrl },
                { referenceImageUrl: latest()?.referenceImageUrl ?? null },
              )
            }
          />
        )}

        <ShotGenerateSection projectId={projectId} scenarioId={scenarioId} shot={shot} saver={saver} />

        {lipsync.isEnabled && (
          <section className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-fg">{t('shotEditor.lipsync.title')}</h3>
            <div>
              <ShotLipsyncButton projectId={projectId} scenarioId={scenarioId} shot={shot} />
            </div>
          </section>
        )}
      </EditableArea>

      {/* Outside the editable area: a role that cannot edit the shot may still comment on it. Keyed by shot, so a
          comment being typed stays with its shot. */}
      <ShotComments key={shot.id} shot={shot} />
    </aside>
  );
}
