import type { Shot } from '@sym/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../app/tier';
import { FeatureErrorBoundary, Icon, PageHeader, Skeleton, SubTabs, buttonClasses } from '../../../ui';
import { ProjectPresence, useReportActivity } from '../../collaboration';
import { projectPath } from '../../projects';
import { ReadOnlyRoleBanner } from '../../teams';
import { ScenarioLoadError } from '../components/ScenarioLoadError';
import { EditorHistoryProvider } from '../history/EditorHistoryProvider';
import { useScenario } from '../hooks/useScenario';
import { useReplayPendingShotEdits } from '../shot-editor/autosave/useReplayPendingShotEdits';
import { StoryboardTab } from '../storyboard/StoryboardTab';
import { TimelineTab } from '../timeline/TimelineTab';
import { ScriptTab } from '../script/ScriptTab';
import { ScenarioSettingsTab } from '../settings/ScenarioSettingsTab';
import { ExportsTab } from '../exports/ExportsTab';
import { StoryboardPdfButton } from '../exports/StoryboardPdfButton';
import { ConsistencyButton } from '../freshness/ConsistencyButton';
import { useScenarioShots } from '../hooks/useScenarioShots';
import { CommentsPanelToggle, ScenarioComments } from '../../comments';
import { ReviewLinksButton } from '../../review-links';
import { ApprovalSummaryBar } from '../../approvals';
import {
  PresentationStartButton,
  ScenarioPresentationLayer,
  useScenarioPresentation,
} from '../presentation/ScenarioPresentation';
import { EDITOR_TABS, parseEditorTab, type EditorTab } from './editorTabs';
import { ScenarioReviewProviders } from './ScenarioReviewProviders';

const NO_SHOTS: readonly Shot[] = [];

interface ScenarioEditorPageProps {
  projectId: string;
  scenarioId: string;
}

/**
 * /projects/{projectId}/scenarios/{scenarioId}: the episode editor — its header and the tabs Storyboard,
 * Timeline, Script, Exports and Settings, each in its own error boundary so one failing part leaves the others usable.
 */
export function ScenarioEditorPage({ projectId, scenarioId }: ScenarioEditorPageProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [params, setParams] = useSearchParams();
  const tab = parseEditorTab(params.get('tab'));
  const scenario = useScenario(scenarioId);
  const shots = useScenarioShots(scenarioId).data ?? NO_SHOTS;
  const presentation = useScenarioPresentation(scenarioId);
  // Shot edits saved offline on an earlier visit are sent as soon as the episode opens.
  useReplayPendingShotEdits(scenarioId);
  // The storyboard, timeline and script are all editing the episode; an open shot editor claims editing_shot.
  useReportActivity(projectId, 'editing_scenario');
  useDocumentTitle(scenario.data?.name ?? t('pages.scenario.title'));

  if (scenario.isError) {
    return <ScenarioLoadError projectId={projectId} error={scenario.error} onReload={() => void scenario.refetch()} />;
  }

  const handleTabChange = (next: EditorTab) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  };

  const backLink = (
    <Link to={projectPath(projectId)} className={buttonClasses('ghost', 'sm')}>
      <Icon name="arrowLeft" className="size-4" />
      {t('storyboard.back')}
    </Link>
  );

  const renderTab = () => {
    if (scenario.isPending) return null;
    const props = { projectId, scenarioId, scenario: scenario.data };
    switch (tab) {
      case 'storyboard':
        return <StoryboardTab {...props} />;
      case 'timeline':
        return <TimelineTab {...props} />;
      case 'script':
        return <ScriptTab {...props} />;
      case 'exports':
        return <ExportsTab {...props} />;
      case 'settings':
        return <ScenarioSettingsTab {...props} />;
    }
  };

  return (
    <EditorHistoryProvider>
      <ScenarioReviewProviders projectId={projectId} scenarioId={scenarioId} shots={shots}>
        <ScenarioComments projectId={projectId} scenarioId={scenarioId} shots={shots}>
          <div className="flex flex-col gap-6">
            {scenario.isPending ? (
              <div aria-hidden="true" className="flex flex-col gap-3 border-b border-line pb-6">
                <Skeleton className="h-3 w-24" />
                <Skeleton className="h-7 w-72 max-w-full" />
              </div>
            ) : (
              <PageHeader
                eyebrow={t('storyboard.eyebrow')}
                title={scenario.data.name}
                description={scenario.data.description ?? undefined}
                actions={
                  // Capped and wrapping: with the comments panel docked, the header keeps clear of it.
                  <div className="flex max-w-xl flex-wrap items-center justify-end gap-2">
                    <PresentationStartButton onClick={presentation.open} />
                    <ApprovalSummaryBar />
                    <ReviewLinksButton projectId={projectId} scenarioId={scenarioId} />
                    <StoryboardPdfButton scenarioId={scenarioId} />
                    <ConsistencyButton scenarioId={scenarioId} />
                    <CommentsPanelToggle />
                    <ProjectPresence projectId={projectId} />
                    {backLink}
                  </div>
                }
              />
            )}
            <ReadOnlyRoleBanner />
            {scenario.data && (
              <ScenarioPresentationLayer scenarioId={scenarioId} scenario={scenario.data} presentation={presentation} />
            )}
            <SubTabs
              label={t('editor.tabs.label')}
              idPrefix={idPrefix}
              items={EDITOR_TABS.map((id) => ({ id, label: t(`editor.tabs.${id}`) }))}
              activeId={tab}
              onChange={handleTabChange}
            />
            <section role="tabpanel" aria-labelledby={`${idPrefix}-${tab}`} className="flex flex-col gap-4">
              <FeatureErrorBoundary key={tab} feature={`episode-${tab}`}>
                {renderTab()}
              </FeatureErrorBoundary>
            </section>
          </div>
        </ScenarioComments>
      </ScenarioReviewProviders>
    </EditorHistoryProvider>
  );
}
