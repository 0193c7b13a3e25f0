import { projectRoleMay } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../../app/tier';
import { Button, Icon, PageHeader } from '../../../../ui';
import { ProjectPresence, useReportActivity } from '../../../collaboration';
import { useProject } from '../../api/useProjectQueries';
import { ProjectLoadState } from '../ProjectLoadState';
import { ScenarioList } from './ScenarioList';

/** /projects/{projectId}/scenarios: the project's name and description and its episodes. */
export function ProjectScenariosPage() {
  const { t } = useTranslation();
  const { projectId = '' } = useParams();
  const project = useProject(projectId);
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  useDocumentTitle(project.data?.name ?? t('pages.scenarios.title'));
  useReportActivity(projectId, 'viewing_project');

  if (!project.data) return <ProjectLoadState query={project} title={t('pages.scenarios.title')} />;
  // A public project's visitor, or a viewer or commenter of its team, sees the episodes without changing them.
  const canEdit = projectRoleMay(project.data, 'project.edit');

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        eyebrow={t('pages.scenarios.title')}
        title={project.data.name}
        description={project.data.description ?? undefined}
        actions={
          <div className="flex items-center gap-3">
            <ProjectPresence projectId={projectId} />
            {canEdit && (
              <Button onClick={() => setIsCreateOpen(true)}>
                <Icon name="plus" className="size-4" />
                {t('projects.episodes.new')}
              </Button>
            )}
          </div>
        }
      />
      <ScenarioList
        projectId={projectId}
        canEdit={canEdit}
        isCreateOpen={isCreateOpen}
        onCreateOpenChange={setIsCreateOpen}
      />
    </div>
  );
}
