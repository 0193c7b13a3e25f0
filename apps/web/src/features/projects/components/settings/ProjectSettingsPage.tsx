import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../../app/tier';
import { PageHeader } from '../../../../ui';
import { useProjectDetails } from '../../api/useProjectQueries';
import { ProjectLoadState } from '../ProjectLoadState';
import { CollaboratorsSection } from './CollaboratorsSection';
import { DangerZoneSection } from './DangerZoneSection';
import { DetailsSection } from './DetailsSection';
import { SharingSection } from './SharingSection';
import { VisualStyleSection } from './VisualStyleSection';

/** /projects/{projectId}/settings: details, visual style, sharing, collaborators and the danger zone. */
export function ProjectSettingsPage() {
  const { t } = useTranslation();
  const { projectId = '' } = useParams();
  const details = useProjectDetails(projectId);
  useDocumentTitle(t('pages.projectSettings.title'));

  if (!details.data) return <ProjectLoadState query={details} title={t('pages.projectSettings.title')} isTitleKnown />;
  const project = details.data;
  const isOwner = project.role === 'owner';
  const canEdit = project.role !== 'public';

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
        <SharingSection project={project} isOwner={isOwner} />
        <CollaboratorsSection project={project} isOwner={isOwner} />
        {isOwner && <DangerZoneSection project={project} />}
      </div>
    </div>
  );
}
