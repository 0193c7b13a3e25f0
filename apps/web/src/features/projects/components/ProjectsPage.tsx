import { GRID_LAYOUT, PROJECT_SORTS, type ProjectView } from '@sym/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../app/tier';
import {
  Button,
  EmptyState,
  GridToolbar,
  Icon,
  LoadingError,
  PageHeader,
  SkeletonGrid,
  buttonClasses,
  type ViewMode,
} from '../../../ui';
import { useMyTeams } from '../../teams';
import { useProjectList, useSeriesList } from '../api/useProjectQueries';
import { STORY_WIZARD_PATH } from '../paths';
import { useCardReorder } from '../hooks/useCardReorder';
import { useProjectActions } from '../hooks/useProjectActions';
import { useProjectListPreferences } from '../hooks/useProjectListPreferences';
import { useSelection } from '../hooks/useSelection';
import { useVisibleProjects } from '../hooks/useVisibleProjects';
import { reorderProjectIds } from '../utils/projectSort';
import { Feedback } from './Feedback';
import { MoveToSeriesDialog } from './MoveToSeriesDialog';
import { NewProjectDialog } from './NewProjectDialog';
import { NewSeriesDialog } from './NewSeriesDialog';
import { ProjectCollection } from './ProjectCollection';
import { SelectionBar } from './SelectionBar';
import { SeriesFilter } from './SeriesFilter';
import { TeamFilter } from './TeamFilter';

/** /projects: the new-project form, the series, and the project cards with search, sort and bulk delete. */
export function ProjectsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.projects.title'));
  const { filter, setFilter, sort, setSort, customOrder, setCustomOrder } = useProjectListPreferences();
  const [viewMode, setViewMode] = useState<ViewMode>('grid');
  const [cardSize, setCardSize] = useState<number>(GRID_LAYOUT.minColumn);
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [isSeriesOpen, setIsSeriesOpen] = useState(false);

  const list = useProjectList({ search: filter.search.trim(), sort: sort === 'custom' ? 'recent' : sort });
  const seriesQuery = useSeriesList();
  const series = seriesQuery.data ?? [];
  const { teams } = useMyTeams();
  const teamIds = useMemo(() => new Set(teams.map((team) => team.id)), [teams]);
  const view = useVisibleProjects({ projects: list.projects, series, teamIds, filter, sort, customOrder });
  const selection = useSelection(view.visibleIds);
  const actions = useProjectActions({
    onSeriesDeleted: (seriesId) => filter.series === seriesId && setFilter({ series: 'all' }),
  });

  const move = (draggedId: string, targetId: string) => {
    const next = reorderProjectIds(view.orderedIds, draggedId, targetId);
    if (next) setCustomOrder(next);
  };
  const reorder = useCardReorder({
    onMove: move,
    onStep: (id, step) => {
      const neighbour = view.visibleIds[view.visibleIds.indexOf(id) + step];
      if (neighbour) move(id, neighbour);
    },
  });

  const handleCreated = (project: ProjectView) => {
    setIsCreateOpen(false);
    actions.open(project);
  };
  const hasFilters = Boolean(filter.search.trim()) || filter.series !== 'all' || filter.team !== 'all';
  const isNewUser = list.isSuccess && !list.isPlaceholderData && list.projects.length === 0 && !filter.search.trim();
  const newProjectButton = (
    <Button onClick={() => setIsCreateOpen(true)}>
      <Icon name="plus" className="size-4" />
      {t('projects.newProject')}
    </Button>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('pages.projects.title')}
        description={t('projects.list.description')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setIsSeriesOpen(true)}>
              <Icon name="folder" className="size-4" />
              {t('projects.series.new')}
            </Button>
            <Link to={STORY_WIZARD_PATH} className={buttonClasses('secondary')}>
              <Icon name="sparkles" className="size-4" />
              {t('projects.story.start')}
            </Link>
            {newProjectButton}
          </>
        }
      />
      {!isNewUser && (
        <GridToolbar
          label={t('projects.list.toolbar')}
          search={filter.search}
          onSearchChange={(search) => setFilter({ search })}
          searchPlaceholder={t('projects.list.searchPlaceholder')}
          sortOptions={PROJECT_SORTS.map((value) => ({ value, label: t(`projects.sort.${value}`) }))}
          sort={sort}
          onSortChange={setSort}
          filters={
            series.length > 0 || teams.length > 0 ? (
              <>
                {teams.length > 0 && (
                  <TeamFilter value={filter.team} onChange={(value) => setFilter({ team: value })} teams={teams} />
                )}
                {series.length > 0 && (
                  <SeriesFilter
                    value={filter.series}
                    onChange={(value) => setFilter({ series: value })}
                    series={series}
                  />
                )}
              </>
            ) : undefined
          }
          viewMode={viewMode}
          onViewModeChange={setViewMode}
          cardSize={cardSize}
          onCardSizeChange={setCardSize}
        />
      )}
      <Feedback message={actions.feedback} onDismiss={() => actions.setFeedback(null)} />
      <SelectionBar
        count={selection.selected.size}
        onClear={selection.clear}
        isDeleting={actions.isDeleting}
        onDelete={async () => {
          if (await actions.remove([...selection.selected])) selection.clear();
        }}
      />
      {list.isPending ? (
        <SkeletonGrid count={6} viewMode={viewMode} cardSize={cardSize} />
      ) : list.isError && list.projects.length === 0 ? (
        <LoadingError
          operation={t('projects.list.operation')}
          detail={list.error.message}
          onReload={() => void list.refetch()}
        />
      ) : isNewUser ? (
        <EmptyState
          icon="film"
          title={t('projects.empty.title')}
          message={t('projects.empty.message')}
          action={
            <div className="flex flex-col items-center gap-2">
              <div className="flex flex-wrap justify-center gap-2">
                <Link to={STORY_WIZARD_PATH} className={buttonClasses('primary', 'lg')}>
                  <Icon name="sparkles" className="size-5" />
                  {t('projects.story.emptyAction')}
                </Link>
                <Button size="lg" variant="secondary" onClick={() => setIsCreateOpen(true)}>
                  <Icon name="plus" className="size-5" />
                  {t('projects.empty.action')}
                </Button>
              </div>
              <p className="text-xs text-fg-muted">{t('projects.story.emptyHint')}</p>
            </div>
          }
        />
      ) : view.visibleIds.length === 0 && (!view.isGrouped || view.groups.length === 0) ? (
        <EmptyState
          icon="search"
          message={t('projects.list.noMatches')}
          action={
            hasFilters && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setFilter({ search: '', series: 'all', team: 'all' })}
              >
                {t('projects.list.clearFilters')}
              </Button>
            )
          }
        />
      ) : (
        <>
          <ProjectCollection
            groups={view.groups}
            isGrouped={view.isGrouped}
            viewMode={viewMode}
            cardSize={cardSize}
            selected={selection.selected}
            onToggle={selection.toggle}
            actions={actions.cardActions}
            reorder={reorder}
            onDeleteSeries={(entry) => void actions.removeSeries(entry)}
          />
          <p className="text-xs text-fg-subtle">{t('projects.list.reorderHint')}</p>
        </>
      )}
      {list.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void list.fetchNextPage()} isLoading={list.isFetchingNextPage}>
            {t('projects.list.loadMore')}
          </Button>
        </div>
      )}
      <NewProjectDialog
        isOpen={isCreateOpen}
        onClose={() => setIsCreateOpen(false)}
        onCreated={handleCreated}
        series={series}
        defaultSeriesId={filter.series !== 'all' && filter.series !== 'none' ? filter.series : null}
        teams={teams}
        defaultTeamId={teamIds.has(filter.team) ? filter.team : null}
      />
      <NewSeriesDialog isOpen={isSeriesOpen} onClose={() => setIsSeriesOpen(false)} onCreated={() => undefined} />
      <MoveToSeriesDialog
        project={actions.movingProject}
        series={series}
        onClose={() => actions.setMovingProject(null)}
      />
    </div>
  );
}
