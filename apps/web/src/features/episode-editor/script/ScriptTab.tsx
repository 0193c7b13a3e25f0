import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTier } from '../../../app/tier';
import { Alert, Button, Icon, useConfirm } from '../../../ui';
import { useEpisodeShots } from '../hooks/useEpisodeShots';
import type { EditorTabProps } from '../shell/editorTabs';
import { ScriptEditor, SCRIPT_MAX } from './ScriptEditor';
import { ScriptFormatHelp } from './ScriptFormatHelp';
import { ScriptGenerateForm } from './ScriptGenerateForm';
import { ScriptPanel } from './ScriptPanel';
import { ScriptUpload } from './ScriptUpload';
import type { ScriptGenerateOptions, ScriptSource } from './scriptApi';
import { readTextFile } from './readTextFile';
import { scriptErrorText } from './scriptErrorText';
import { useScriptActions } from './useScriptActions';
import { useScriptDraft } from './useScriptDraft';

/**
 * The script tab: the episode's script (auto-saved), written from the shots on request, and applied —
 * typed or uploaded — to replace every shot after a confirmation.
 */
export function ScriptTab({ scenarioId, episode }: EditorTabProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { isFeatureEnabled } = useTier();
  const shots = useEpisodeShots(scenarioId);
  const draft = useScriptDraft(scenarioId, episode.script ?? '');
  const { generate, apply } = useScriptActions(scenarioId);
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

  /** Applies a script after the confirmation of spec §4; answers whether it was applied. */
  const applyScript = async (script: string, source: ScriptSource, fileName?: string): Promise<boolean> => {
    const isConfirmed = await confirm({
      title: t('scriptEditor.apply.confirmTitle'),
      message: fileName
        ? t('scriptEditor.apply.confirmUpload', { name: fileName })
        : t('scriptEditor.apply.confirmMessage'),
      confirmLabel: t('scriptEditor.apply.confirm'),
    });
    if (!isConfirmed) return false;
    try {
      await apply.mutateAsync({ script, source });
      return true;
    } catch (error) {
      const text = scriptErrorText(error, t('scriptEditor.apply.failed'));
      if (source === 'upload') setUploadError(text);
      else setApplyError(text);
      return false;
    }
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

  const appliedCount = apply.isSuccess ? apply.data.length : null;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <ScriptPanel title={t('scriptEditor.title')} description={t('scriptEditor.description')}>
        <ScriptEditor
          value={draft.text}
          onChange={draft.change}
          status={draft.status}
          onRetrySave={() => void draft.saveNow()}
        />
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
          <Button
            onClick={() => void handleApply()}
            isLoading={apply.isPending}
            disabled={!draft.text.trim()}
            title={draft.text.trim() ? undefined : t('scriptEditor.apply.empty')}
          >
            {!apply.isPending && <Icon name="check" className="size-4" />}
            {t('scriptEditor.apply.button')}
          </Button>
        </div>
      </ScriptPanel>
      <div className="flex flex-col gap-6">
        <ScriptPanel title={t('scriptEditor.generate.title')} description={t('scriptEditor.generate.description')}>
          <ScriptGenerateForm
            onGenerate={(options) => void handleGenerate(options)}
            isPending={generate.isPending}
            error={generateError}
          />
        </ScriptPanel>
        <ScriptPanel title={t('scriptEditor.upload.title')} description={t('scriptEditor.upload.description')}>
          <ScriptUpload
            isEnabled={isFeatureEnabled('script_upload')}
            isPending={apply.isPending}
            onFile={(file) => void handleFile(file)}
          />
          {uploadError && <Alert>{uploadError}</Alert>}
        </ScriptPanel>
        <ScriptFormatHelp />
      </div>
    </div>
  );
}
