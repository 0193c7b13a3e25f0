import { REVIEW_LIMITS, type ApprovalState } from '@sym/contracts';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Alert, Button, Modal } from '../../../ui';
import type { ApprovalTarget } from '../state/ApprovalsContext';

export interface NoteRequest {
  target: ApprovalTarget;
  state: ApprovalState;
}

interface ApprovalNoteDialogProps {
  request: NoteRequest | null;
  isSaving: boolean;
  error: string | null;
  onSubmit: (note: string) => void;
  onClose: () => void;
}

/** Asks for the note of a verdict ("what should change?"); Ctrl/Cmd+Enter gives it. */
export function ApprovalNoteDialog({ request, isSaving, error, onSubmit, onClose }: ApprovalNoteDialogProps) {
  const { t } = useTranslation();
  const noteId = useId();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState('');
  const [shownRequest, setShownRequest] = useState(request);
  // A new request starts with an empty note.
  if (request !== shownRequest) {
    setShownRequest(request);
    setNote('');
  }
  if (!request) return null;
  const isApproval = request.state === 'approved';
  const { sequence } = request.target;
  const title =
    sequence === undefined
      ? t(isApproval ? 'approvals.dialog.approveEpisode' : 'approvals.dialog.changesEpisode')
      : t(isApproval ? 'approvals.dialog.approveShot' : 'approvals.dialog.changesShot', { n: sequence });

  const submit = () => onSubmit(note.trim());
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={title}
      size="small"
      isDismissable={!isSaving}
      initialFocusRef={noteRef}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={isSaving}>
            {t('approvals.dialog.cancel')}
          </Button>
          <Button onClick={submit} isLoading={isSaving} data-testid="approval-submit">
            {t(isApproval ? 'approvals.actions.approve' : 'approvals.actions.requestChanges')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-2">
        <label htmlFor={noteId} className="text-sm font-medium text-fg">
          {t(isApproval ? 'approvals.dialog.noteOptional' : 'approvals.dialog.noteChanges')}
        </label>
        <textarea
          ref={noteRef}
          id={noteId}
          data-testid="approval-note"
          value={note}
          maxLength={REVIEW_LIMITS.approvalNoteMax}
          rows={4}
          onChange={(event) => setNote(event.target.value)}
          onKeyDown={handleKeyDown}
          placeholder={t('approvals.dialog.placeholder')}
          className="rounded-lg border border-line bg-canvas px-3 py-2 text-sm text-fg placeholder:text-fg-subtle hover:border-line-strong focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent/40"
        />
        <p className="text-xs text-fg-muted">{t('approvals.dialog.hint')}</p>
        {error && <Alert>{error}</Alert>}
      </div>
    </Modal>
  );
}
