import type { ShotVersion } from '@sym/contracts';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Alert, Spinner } from '../../../ui';
import { useTeamRoleAccess } from '../../teams';
import { takesApi } from '../api/takesApi';
import {
  TAKE_FILE_ACCEPT,
  takeFileKind,
  takeFileProblem,
  takeUploadErrorText,
  type TakeFileProblem,
} from '../utils/takeFile';

interface TakeUploadProps {
  scenarioId: string;
  shotId: string;
  /** The shot's current takes (its picture, its video) before the upload: Undo goes back to the one of its kind. */
  currentTakes: readonly ShotVersion[];
  onUploaded: (previous: ShotVersion | null) => void;
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const PROBLEM_TEXT = {
  notSupported: 'takes.upload.notSupported',
  imageTooLarge: 'takes.upload.tooLarge',
  videoTooLarge: 'takes.upload.videoTooLarge',
} as const satisfies Record<TakeFileProblem, string>;

/**
 * "Upload your own take": a picture or clip made elsewhere becomes a take of the shot and its current one.
 * A file the server would refuse is named before sending; the server's reason is shown when it refuses one.
 */
export function TakeUpload({ scenarioId, shotId, currentTakes, onUploaded }: TakeUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A viewer or commenter of the project's team uploads nothing; the editor's banner says why.
  const { canEdit } = useTeamRoleAccess();

  const send = async (file: File) => {
    const problem = takeFileProblem(file);
    if (problem) {
      setError(t(PROBLEM_TEXT[problem], { name: file.name }));
      return;
    }
    // A picture replaces the current picture, a video the current video: Undo goes back to that one.
    const previous = currentTakes.find((take) => take.kind === takeFileKind(file)) ?? null;
    setError(null);
    setSending(file);
    try {
      await takesApi.upload(scenarioId, shotId, file);
      onUploaded(previous);
    } catch (cause) {
      setError(
        t('takes.upload.refused', { name: file.name, reason: takeUploadErrorText(cause) ?? t('takes.upload.failed') }),
      );
    } finally {
      setSending(null);
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again fires a change.
    if (inputRef.current) inputRef.current.value = '';
    if (file) void send(file);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('takes.upload.label')}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        data-testid="take-upload"
        accept={TAKE_FILE_ACCEPT}
        disabled={sending !== null || !canEdit}
        aria-describedby={`${id}-hint`}
        onChange={handleChange}
        className="text-sm text-fg-muted file:mr-3 file:h-9 file:cursor-pointer file:rounded-lg file:border file:border-line file:bg-elevated file:px-3 file:text-sm file:text-fg hover:file:border-line-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
      />
      <p id={`${id}-hint`} className="text-xs text-fg-muted">
        {t('takes.upload.hint')}
      </p>
      {sending && (
        <p role="status" data-testid="take-upload-progress" className="flex items-center gap-2 text-xs text-fg">
          <Spinner className="size-3.5" />
          {t('takes.upload.sending', { name: sending.name, size: megabytes(sending.size) })}
        </p>
      )}
      {error && (
        <div data-testid="take-upload-error">
          <Alert>{error}</Alert>
        </div>
      )}
    </div>
  );
}
