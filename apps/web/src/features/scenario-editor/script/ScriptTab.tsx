import type { ScriptApplyResult, ScriptPlanSummary } from '@sym/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Link } from 'react-router';
import { useGatedControl } from '../../../app/tier';
import { Alert, Button, Icon, useConfirm } from '../../../ui';
import { ConflictNotice, useLockedField } from '../../collaboration';
import { EditableArea, useTeamRoleAccess } from '../../teams';
import { useEditorHistory } from '../history/useEditorHistory';
import { useScenarioShots } from '../hooks/useScenarioShots';
import type { EditorTabProps } from '../shell/editorTabs';
import { ScriptEditor, SCRIPT_MAX } from './ScriptEditor';
import { ScriptFormatHelp } from './ScriptFormatHelp';
import { ScriptGenerateForm } from './ScriptGenerateForm';
import { ScriptPanel } from './ScriptPanel';
import { ScriptPlanMessage } from './ScriptPlanMessage';
import { ScriptUpload } from './ScriptUpload';
import type { ScriptGenerateOptions, ScriptSource } from './scriptApi';
import { downloadTextFile, scriptFileName } from './downloadTextFile';
import { readTextFile } from './readTextFile';
import { scriptErrorText } from './scriptErrorText';
import { useScriptActions } from './useScriptActions';
import { useScriptDraft } from './useScriptDraft';
import { useUndoShortcut } from './useUndoShortcut';

/**
 * The script tab: the episode's script (auto-saved), written from the shots on request (each block tagged with
 * its shot), and applied — typed or uploaded — after a confirmation of what it adds, updates and deletes; the
 * apply can be undone from the editor's history.
 */
export function ScriptTab({ projectId, scenarioId, scenario }: EditorTabProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const upload = useGatedControl('script.upload');
  const { canEdit } = useTeamRoleAccess();
  const shots = useScenarioShots(scenarioId);
  const draft = useScriptDraft(scenarioId, scenario);
  const scriptLock = useLockedField({ projectId, fieldType: 'scenario.script', fieldId: scenarioId });
  const { generate, preview, apply, undo } = useScriptActions(scenarioId);
  const history = useEditorHistory();
  const [undoneMessage, setUndoneMessage] = useState<string | null>(null);
  const isMounted = useRef(true);
  const rootRef = useRef<HTMLDivElement>(null);
  useUndoShortcut(rootRef, { onUndo: () => void history.undo(), onRedo: () => void history.redo() });
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);
  const [generateError, setGenerateError] = useState<string | null>(null);
  const [applyError, setApplyError] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const handleGenerate = async (options: ScriptGenerateOptions) => {
    setGenerateError(null);
    // Known locally: no need to ask the server (it answers the same text).
    if (shots.data?.length === 0) {
      setGenerateError(t('scriptEditor.generate.noShots'));
      return;
    }
    if (draft.text.trim()) {
      const isConfirmed = await confirm({
        title: t('scriptEditor.generate.confirmTitle'),
        message: t('scriptEditor.generate.confirmMessage'),
        confirmLabel: t('scriptEditor.generate.confirm'),
        variant: 'warning',
      });
      if (!isConfirmed) return;
    }
    try {
      const { script } = await generate.mutateAsync(options);
      draft.replace(script, true);
    } catch (error) {
      setGenerateError(scriptErrorText(error, t('scriptEditor.generate.failed')));
    }
  };

  /**
   * Applies a script after a confirmation that says what it will add, update and delete (the server's preview
   * of the same plan it applies), and records the apply in the editor's undo history; answers whether it was
   * applied.
   */
  const applyScript = async (script: string, source: ScriptSource, fileName?: string): Promise<boolean> => {
    const showError = (error: unknown) => {
      const text = scriptErrorText(error, t('scriptEditor.apply.failed'));
      if (source === 'upload') setUploadError(text);
      else setApplyError(text);
    };
    let summary: ScriptPlanSummary;
    try {
      summary = await preview.mutateAsync({ script, source });
    } catch (error) {
      showError(error);
      return false;
    }
    const hasLosses = summary.deleted > 0;
    const isConfirmed = await confirm({
      title: t('scriptEditor.apply.confirmTitle'),
      message: <ScriptPlanMessage summary={summary} shots={shots.data ?? []} fileName={fileName} />,
      confirmLabel: t('scriptEditor.apply.confirm'),
      variant: hasLosses ? 'danger' : 'default',
    });
    if (!isConfirmed) return false;
    let result: ScriptApplyResult;
    try {
      result = await apply.mutateAsync({ script, source });
    } catch (error) {
      showError(error);
      return false;
    }
    setUndoneMessage(null);
    history.push({
      label: t('scriptEditor.apply.historyLabel'),
      // Redo applies the same script again; its new undo token replaces the spent one.
      redo: async () => {
        try {
          result = await apply.mutateAsync({ script, source });
        } catch (error) {
          if (isMounted.current) setApplyError(scriptErrorText(error, t('scriptEditor.apply.failed')));
          throw error;
        }
        if (isMounted.current) setUndoneMessage(null);
      },
      undo: async () => {
        try {
          await undo(result.undo);
        } catch (error) {
          if (isMounted.current) setApplyError(scriptErrorText(error, t('scriptEditor.apply.undoFailed')));
          throw error;
        }
        if (isMounted.current) {
          apply.reset();
          setUndoneMessage(t('scriptEditor.apply.undone'));
        }
      },
    });
    return true;
  };

  const handleApply = async () => {
    setApplyError(null);
    setUploadError(null);
    await draft.saveNow();
    await applyScript(draft.text, 'editor');
  };

  const handleFile = async (file: File) => {
    setApplyError(null);
    setUploadError(null);
    let script: string;
    try {
      script = await readTextFile(file);
    } catch {
      setUploadError(t('scriptEditor.upload.readFailed'));
      return;
    }
    if (script.length > SCRIPT_MAX) {
      setUploadError(t('scriptEditor.upload.tooLong', { max: SCRIPT_MAX }));
      return;
    }
    // The server keeps an applied script as the episode's script.
    if (await applyScript(script, 'upload', file.name)) draft.replace(script, true);
  };

  const appliedCount = apply.isSuccess ? apply.data.shots.length : null;
  const isApplying = preview.isPending || apply.isPending;

  return (
    <div ref={rootRef} className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <ScriptPanel title={t('scriptEditor.title')} description={t('scriptEditor.description')}>
        <EditableArea>
          <ScriptEditor
            value={draft.text}
            onChange={draft.change}
            status={draft.status}
            onRetrySave={() => void draft.saveNow()}
            lock={scriptLock}
          />
        </EditableArea>
        {draft.conflict && <ConflictNotice onKeepMine={draft.keepMine} onTakeTheirs={draft.takeTheirs} />}
        {applyError && <Alert>{applyError}</Alert>}
        <div className="flex flex-wrap items-center justify-end gap-3">
          {appliedCount !== null && (
            <p role="status" className="text-sm text-success">
              {t('scriptEditor.apply.done', { count: appliedCount })}{' '}
              <Link to="?tab=storyboard" className="font-medium text-accent underline-offset-2 hover:underline">
                {t('scriptEditor.apply.viewStoryboard')}
              </Link>
            </p>
          )}
          {undoneMessage && appliedCount === null && (
            <p role="status" className="text-sm text-fg-muted">
              {undoneMessage}
            </p>
          )}
          {history.nextLabel && (
            <Button
              variant="ghost"
              onClick={() => void history.undo()}
              disabled={history.isUndoing || isApplying || !canEdit}
            >
              <Icon name="restore" className="size-4" />
              {t('storyboard.edit.undoLabel', { label: history.nextLabel })}
            </Button>
          )}
          {history.nextRedoLabel && (
            <Button
              variant="ghost"
              onClick={() => void history.redo()}
              disabled={history.isUndoing || isApplying || !canEdit}
            >
              <Icon name="restore" className="size-4 -scale-x-100" />
              {t('storyboard.edit.redoLabel', { label: history.nextRedoLabel })}
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={() => downloadTextFile(scriptFileName(scenario.name), draft.text)}
            disabled={!draft.text.trim()}
          >
            <Icon name="download" className="size-4" />
            {t('scriptEditor.download')}
          </Button>
          <Button
            onClick={() => void handleApply()}
            isLoading={isApplying}
            disabled={!draft.text.trim() || !canEdit}
            title={draft.text.trim() ? undefined : t('scriptEditor.apply.empty')}
          >
            {!isApplying && <Icon name="check" className="size-4" />}
            {t('scriptEditor.apply.button')}
          </Button>
        </div>
      </ScriptPanel>
      <div className="flex flex-col gap-6">
        <ScriptPanel title={t('scriptEditor.generate.title')} description={t('scriptEditor.generate.description')}>
          <EditableArea>
            <ScriptGenerateForm
              onGenerate={(options) => void handleGenerate(options)}
              isPending={generate.isPending}
              error={generateError}
            />
          </EditableArea>
        </ScriptPanel>
        <ScriptPanel title={t('scriptEditor.upload.title')} description={t('scriptEditor.upload.description')}>
          <EditableArea>
            <ScriptUpload
              isEnabled={upload.isEnabled}
              isPending={isApplying}
              onFile={(file) => void handleFile(file)}
            />
          </EditableArea>
          {uploadError && <Alert>{uploadError}</Alert>}
        </ScriptPanel>
        <ScriptFormatHelp />
      </div>
    </div>
  );
}
