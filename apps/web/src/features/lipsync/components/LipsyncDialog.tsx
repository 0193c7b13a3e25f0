import type { Language, Shot } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useTier } from '../../../app/tier';
import { Modal } from '../../../ui';
import { UpgradePrompt } from '../../upgrade';
import { LipsyncForm } from './LipsyncForm';

interface LipsyncDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The episode's project: its models' prices are shown. */
  projectId: string;
  scenarioId: string;
  shot: Shot;
  defaultLanguage?: Language;
}

/** The lip-sync of one shot in a dialog; the base edition sees why it is not available. */
export function LipsyncDialog({ isOpen, onClose, projectId, scenarioId, shot, defaultLanguage }: LipsyncDialogProps) {
  const { t } = useTranslation();
  const { isFeatureEnabled } = useTier();
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t('lipsync.dialog.title', { n: shot.sequence })}
      description={t('lipsync.dialog.description')}
      size="large"
    >
      {isFeatureEnabled('lipsync') ? (
        <LipsyncForm projectId={projectId} scenarioId={scenarioId} shot={shot} defaultLanguage={defaultLanguage} />
      ) : (
        <UpgradePrompt feature="lipsync" />
      )}
    </Modal>
  );
}
