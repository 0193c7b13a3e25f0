import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon } from '../../../ui';
import { useProjectDetails } from '../../projects';
import { ReviewLinksDialog } from './ReviewLinksDialog';

interface ReviewLinksButtonProps {
  projectId: string;
  scenarioId: string;
}

/**
 * The editor's "Review links" button and its dialog, for the project's owner and collaborators (making and revoking
 * links needs write access, as sharing does).
 */
export function ReviewLinksButton({ projectId, scenarioId }: ReviewLinksButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const role = useProjectDetails(projectId).data?.role;
  const canManage = role === 'owner' || role === 'collaborator';
  if (!canManage) return null;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setIsOpen(true)} data-testid="review-links-button">
        <Icon name="link" className="size-4" />
        {t('reviewLinks.button')}
      </Button>
      {isOpen && <ReviewLinksDialog scenarioId={scenarioId} isOpen onClose={() => setIsOpen(false)} />}
    </>
  );
}
