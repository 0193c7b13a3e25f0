import { projectRoleMay } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
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
  const project = useProjectDetails(projectId).data;
  // On a team project, review links are for the roles that manage projects (TEAM_POLICY 'project.manage').
  const canManage =
    project?.role === 'owner' ||
    project?.role === 'collaborator' ||
    (project?.role === 'member' && projectRoleMay(project, 'project.manage'));
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
