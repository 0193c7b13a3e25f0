import { useTranslation } from '../../../lib/i18n/useTranslation';
import { OutcomeMessage, type Outcome } from '../../../ui';

export type FeedbackMessage = Outcome;

/** The outcome of the last action on a screen, announced and dismissable. */
export function Feedback({ message, onDismiss }: { message: FeedbackMessage | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  return <OutcomeMessage outcome={message} onDismiss={onDismiss} dismissLabel={t('projects.feedback.dismiss')} />;
}
