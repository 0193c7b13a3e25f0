import { useTranslation } from '../../../lib/i18n/useTranslation';
import { AutoGrowTextarea } from '../../../ui';
import { FieldLockNote, type LockedField } from '../../collaboration';
import { ScriptSaveStatus } from './ScriptSaveStatus';
import type { ScriptSaveStatus as SaveStatus } from './useScriptDraft';

/** Longest script the server stores (ScenarioUpdateInput.script). */
export const SCRIPT_MAX = 200_000;

interface ScriptEditorProps {
  value: string;
  onChange: (script: string) => void;
  status: SaveStatus;
  onRetrySave: () => void;
  /** The script's field lock: read-only with who edits it while someone else does. */
  lock: LockedField;
}

/** The episode's script in a monospace, auto-growing editor with its auto-save state. */
export function ScriptEditor({ value, onChange, status, onRetrySave, lock }: ScriptEditorProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2 [&_textarea]:font-mono [&_textarea]:text-[13px]">
      <AutoGrowTextarea
        label={t('scriptEditor.editor.label')}
        value={value}
        onValueChange={(next) => {
          if (!lock.lock.isReadOnly) onChange(next);
        }}
        {...lock.inputProps}
        minRows={14}
        maxRows={40}
        maxLength={SCRIPT_MAX}
        spellCheck={false}
        // The format separates header parts with em dashes: keep them as typed.
        shouldCleanOnBlur={false}
        placeholder={t('scriptEditor.editor.placeholder')}
      />
      <FieldLockNote lock={lock.lock} />
      <div className="flex items-center justify-between gap-3">
        <ScriptSaveStatus status={status} onRetry={onRetrySave} />
        <span className="text-xs text-fg-subtle tabular-nums">
          {t('scriptEditor.editor.lines', { count: value ? value.split('\n').length : 0 })}
        </span>
      </div>
    </div>
  );
}
