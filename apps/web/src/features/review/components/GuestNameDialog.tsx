import { REVIEW_LIMITS } from '@sym/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Modal, TextField } from '../../../ui';

interface GuestNameDialogProps {
  isOpen: boolean;
  initialName: string | null;
  onSave: (name: string) => void;
  onClose: () => void;
}

/** Asks a guest once for the name their comments and approvals carry (kept in this browser). */
export function GuestNameDialog({ isOpen, initialName, onSave, onClose }: GuestNameDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [name, setName] = useState(initialName ?? '');
  const trimmed = name.trim();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed.length > 0) onSave(trimmed);
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t('review.guestName.title')}
      description={t('review.guestName.message')}
      size="small"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('review.guestName.later')}
          </Button>
          <Button type="submit" form={formId} data-testid="review-guest-name-save" disabled={trimmed.length === 0}>
            {t('review.guestName.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit}>
        <TextField
          label={t('review.guestName.label')}
          data-testid="review-guest-name"
          autoComplete="name"
          value={name}
          maxLength={REVIEW_LIMITS.guestNameMax}
          onChange={(event) => setName(event.target.value)}
        />
      </form>
    </Modal>
  );
}
