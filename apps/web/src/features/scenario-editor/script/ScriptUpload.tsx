import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { UpgradeHint } from '../../upgrade';

/** What the file picker offers: plain text, Markdown and Fountain screenplays. */
export const SCRIPT_FILE_ACCEPT = '.txt,.md,.fountain,text/plain,text/markdown';

interface ScriptUploadProps {
  /** Script upload is a feature of the professional edition (spec §1, §6). */
  isEnabled: boolean;
  isPending: boolean;
  onFile: (file: File) => void;
}

/** Picks a script file to apply; the base edition sees why it cannot, and the way to the upgrade. */
export function ScriptUpload({ isEnabled, isPending, onFile }: ScriptUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  if (!isEnabled) {
    return (
      <div className="flex flex-col gap-1.5 rounded-lg border border-line bg-elevated px-3 py-2.5">
        <p className="text-sm text-fg">{t('scriptEditor.upload.proOnly')}</p>
        <UpgradeHint feature="script_upload" />
      </div>
    );
  }

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again fires a change.
    if (inputRef.current) inputRef.current.value = '';
    if (file) onFile(file);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('scriptEditor.upload.label')}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={SCRIPT_FILE_ACCEPT}
        disabled={isPending}
        onChange={handleChange}
        className="text-sm text-fg-muted file:mr-3 file:h-9 file:cursor-pointer file:rounded-lg file:border file:border-line file:bg-elevated file:px-3 file:text-sm file:text-fg hover:file:border-line-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
      <p className="text-xs text-fg-muted">{t('scriptEditor.upload.hint')}</p>
    </div>
  );
}
