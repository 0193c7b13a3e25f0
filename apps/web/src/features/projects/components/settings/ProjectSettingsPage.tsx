import { projectRoleMay } from '@sym/contracts';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../../app/tier';
import { PageHeader } from '../../../../ui';
import { useMyTeams } from '../../../teams';
import { useProjectDetails } from '../../api/useProjectQueries';
import { ProjectLoadState } from '../ProjectLoadState';
import { CollaboratorsSection } from './CollaboratorsSection';
import { DangerZoneSection } from './DangerZoneSection';
import { DetailsSection } from './DetailsSection';
import { ModelsSection } from './ModelsSection';
import { SharingSection } from './SharingSection';
import { TeamSection } from './TeamSection';
import { VisualStyleSection } from './VisualStyleSection';

/** /projects/{projectId}/settings: details, visual style, models, sharing, collaborators, team and the danger zone. */
export function ProjectSettingsPage() {
  const { t } = useTranslation();
  const { projectId = '' } = useParams();
  const details = useProjectDetails(projectId);
  const teams = useMyTeams();
  useDocumentTitle(t('pages.projectSettings.title'));

  if (!details.data) return <ProjectLoadState query={details} title={t('pages.projectSettings.title')} isTitleKnown />;
  const project = details.data;
  // Managing (sharing, collaborators, deleting, the team) is the owner's, or a team admin's on a team project.
  const isOwner = projectRoleMay(project, 'project.manage');
  const canEdit = projectRoleMay(project, 'project.edit');
  const canMoveTeam = teams.isEnabled && isOwner && (teams.teams.length > 0 || project.teamId !== null);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        eyebrow={project.name}
        title={t('pages.projectSettings.title')}
        description={t('pages.projectSettings.description')}
      />
      {/* Keyed by project so switching projects starts each form from that project's values. */}
      <div key={project.id} className="flex flex-col gap-6">
        <DetailsSection project={project} canEdit={canEdit} />
        <VisualStyleSection project={project} canEdit={canEdit} />
        <ModelsSection projectId={project.id} canEdit={canEdit} />
        <SharingSection project={project} isOwner={isOwner} />
        <CollaboratorsSection project={project} isOwner={isOwner} />
        {canMoveTeam && <TeamSection project={project} />}
        {isOwner && <DangerZoneSection project={project} />}
      </div>
    </div>
  );
}
