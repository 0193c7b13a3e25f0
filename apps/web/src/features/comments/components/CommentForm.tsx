import { REVIEW_LIMITS } from '@sym/contracts';
import { useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { Button } from '../../../ui';
import type { MentionMember } from '../utils/mentions';
import { MentionTextarea } from './MentionTextarea';

interface CommentFormProps {
  members: readonly MentionMember[];
  label: string;
  placeholder: string;
  submitLabel: string;
  initialBody?: string;
  /** Sends the text; a rejection is shown under the box and the text kept. */
  onSubmit: (body: string) => Promise<unknown>;
  /** Checks the fields above the box before sending: a message keeps the comment unsent and is shown. */
  validate?: () => string | null;
  onCancel?: () => void;
  /** Fields above the text box (the new comment's target and drawing). */
  children?: ReactNode;
  testIds?: { body?: string; submit?: string };
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** Takes the focus when it appears (a reply or edit box opened by its button). */
  autoFocus?: boolean;
}

/** A comment's text with @mentions, sent with its button or Ctrl/Cmd+Enter; empty or too long text is refused here. */
export function CommentForm({
  members,
  label,
  placeholder,
  submitLabel,
  initialBody = '',
  onSubmit,
  validate,
  onCancel,
  children,
  testIds = {},
  textareaRef,
  autoFocus = false,
}: CommentFormProps) {
  const { t } = useTranslation();
  const [body, setBody] = useState(initialBody);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const send = async () => {
    const text = body.trim();
    if (!text) return setError(t('comments.form.empty'));
    if (text.length > REVIEW_LIMITS.commentBodyMax)
      return setError(t('comments.form.tooLong', { max: REVIEW_LIMITS.commentBodyMax }));
    const problem = validate?.() ?? null;
    if (problem) return setError(problem);
    setError(null);
    setIsSending(true);
    try {
      await onSubmit(text);
      setBody('');
    } catch (failure) {
      setError(errorMessageOf(failure, t('comments.errors.send')));
    } finally {
      setIsSending(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-2" noValidate>
      {children}
      <MentionTextarea
        ref={textareaRef}
        autoFocus={autoFocus}
        value={body}
        onValueChange={(next) => {
          setBody(next);
          if (error) setError(null);
        }}
        members={members}
        label={label}
        placeholder={placeholder}
        testId={testIds.body}
        onSubmit={() => void send()}
        onCancel={onCancel}
        error={error ?? undefined}
      />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={isSending}>
            {t('comments.actions.cancel')}
          </Button>
        )}
        <Button type="submit" size="sm" isLoading={isSending} data-testid={testIds.submit}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
