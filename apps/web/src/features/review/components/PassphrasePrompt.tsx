import { REVIEW_LIMITS } from '@sym/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useDocumentTitle } from '../../../app/tier';
import { Alert, Button, Icon, TextField } from '../../../ui';
import type { PassphraseReason } from '../hooks/usePublicReview';

interface PassphrasePromptProps {
  reason: PassphraseReason;
  isChecking: boolean;
  onSubmit: (passphrase: string) => void;
}

/** A link with a passphrase: asked before anything of the review shows. */
export function PassphrasePrompt({ reason, isChecking, onSubmit }: PassphrasePromptProps) {
  const { t } = useTranslation();
  const [passphrase, setPassphrase] = useState('');
  useDocumentTitle(t('review.passphrase.title'));
  const isTooShort = passphrase.length < REVIEW_LIMITS.passphraseMin;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isTooShort) onSubmit(passphrase);
  };

  return (
    <section className="mx-auto flex max-w-md flex-col gap-5 rounded-2xl border border-line bg-surface p-6 shadow-sm">
      <header className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent">
          <Icon name="link" className="size-5" />
        </span>
        <div>
          <h1 className="text-lg font-semibold text-fg">{t('review.passphrase.title')}</h1>
          <p className="mt-1 text-sm text-fg-muted">{t('review.passphrase.message')}</p>
        </div>
      </header>
      {reason !== 'required' && !isChecking && (
        <Alert>{t(reason === 'wrong' ? 'review.passphrase.wrong' : 'review.passphrase.rateLimited')}</Alert>
      )}
      <form className="flex flex-col gap-4" onSubmit={handleSubmit}>
        <TextField
          label={t('review.passphrase.label')}
          type="password"
          autoComplete="off"
          autoFocus
          data-testid="review-passphrase"
          value={passphrase}
          maxLength={REVIEW_LIMITS.passphraseMax}
          onChange={(event) => setPassphrase(event.target.value)}
        />
        <Button type="submit" data-testid="review-passphrase-submit" disabled={isTooShort} isLoading={isChecking}>
          {t('review.passphrase.submit')}
        </Button>
      </form>
    </section>
  );
}
