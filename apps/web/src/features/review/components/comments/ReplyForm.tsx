import { REVIEW_LIMITS } from '@sym/contracts';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { Alert, AutoGrowTextarea, Button } from '../../../../ui';

interface ReplyFormProps {
  authorName: string;
  onSubmit: (body: string) => Promise<void>;
  onClose: () => void;
}

/** A reply to a thread; Ctrl+Enter sends, Escape closes. */
export function ReplyForm({ authorName, onSubmit, onClose }: ReplyFormProps) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const text = body.trim();
    if (text.length === 0 || isSending) return;
    setIsSending(true);
    setError(null);
    try {
      await onSubmit(text);
      onClose();
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : t('review.composer.failed'));
      setIsSending(false);
    }
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className="flex flex-col gap-2" onSubmit={handleSubmit}>
      <AutoGrowTextarea
        label={t('review.reply.label', { name: authorName })}
        isLabelHidden
        autoFocus
        data-testid="review-reply-body"
        placeholder={t('review.reply.placeholder')}
        value={body}
        onValueChange={setBody}
        onKeyDown={handleKeyDown}
        maxLength={REVIEW_LIMITS.commentBodyMax}
        shouldCleanOnBlur={false}
        minRows={2}
      />
      {error && <Alert>{error}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('review.reply.cancel')}
        </Button>
        <Button
          type="submit"
          size="sm"
          data-testid="review-reply-submit"
          isLoading={isSending}
          disabled={body.trim().length === 0}
        >
          {t('review.reply.submit')}
        </Button>
      </div>
    </form>
  );
}
