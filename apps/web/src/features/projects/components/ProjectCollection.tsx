import type { ProjectListItem } from '@sym/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, GridLayout, Icon, type ViewMode } from '../../../ui';
import type { useCardReorder } from '../hooks/useCardReorder';
import type { SeriesGroup, SeriesLike } from '../utils/groupBySeries';
import { ProjectCard } from './ProjectCard';
import type { ProjectCardActions } from './ProjectCardMenu';

interface ProjectCollectionProps {
  groups: SeriesGroup<ProjectListItem>[];
  /** Show series headings; otherwise the projects of all groups form one grid. */
  isGrouped: boolean;
  viewMode: ViewMode;
  cardSize: number;
  selected: ReadonlySet<string>;
  onToggle: (id: string, isSelected: boolean) => void;
  actions: ProjectCardActions;
  reorder: ReturnType<typeof useCardReorder>;
  onDeleteSeries: (series: SeriesLike) => void;
}

/** The project cards, in one grid or in one section per series with 'No Series' last. */
export function ProjectCollection({ groups, isGrouped, onDeleteSeries, ...gridProps }: ProjectCollectionProps) {
  const { t } = useTranslation();
  if (!isGrouped) {
    return <ProjectGrid label={t('projects.list.label')} projects={groups.flatMap((g) => g.projects)} {...gridProps} />;
  }
  return (
    <div className="flex flex-col gap-8">
      {groups.map((group) => (
        <SeriesSection key={group.series?.id ?? 'none'} group={group} onDeleteSeries={onDeleteSeries} {...gridProps} />
      ))}
    </div>
  );
}

type GridProps = Omit<ProjectCollectionProps, 'groups' | 'isGrouped' | 'onDeleteSeries'>;

function SeriesSection({
  group,
  onDeleteSeries,
  ...gridProps
}: GridProps & { group: SeriesGroup<ProjectListItem>; onDeleteSeries: (series: SeriesLike) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const title = group.series?.name ?? t('projects.series.none');
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <Icon name="folder" className="size-4 text-fg-subtle" />
        <h2 id={headingId} className="text-sm font-semibold text-fg">
          {title}
        </h2>
        <span className="rounded-full bg-elevated px-2 py-0.5 text-xs text-fg-muted tabular-nums">
          {group.projects.length}
        </span>
        {group.series && (
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto"
            aria-label={t('projects.series.deleteNamed', { name: title })}
            onClick={() => group.series && onDeleteSeries(group.series)}
          >
            <Icon name="trash" className="size-4" />
            {t('projects.series.delete')}
          </Button>
        )}
      </div>
      {group.projects.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-fg-muted">
          {t('projects.series.empty')}
        </p>
      ) : (
        <ProjectGrid label={title} projects={group.projects} {...gridProps} />
      )}
    </section>
  );
}

function ProjectGrid({
  label,
  projects,
  viewMode,
  cardSize,
  selected,
  onToggle,
  actions,
  reorder,
}: GridProps & { label: string; projects: ProjectListItem[] }) {
  return (
    <GridLayout label={label} viewMode={viewMode} cardSize={cardSize}>
      {projects.map((project) => (
        <ProjectCard
          key={project.id}
          project={project}
          viewMode={viewMode}
          isSelected={selected.has(project.id)}
          onSelectedChange={(isSelected) => onToggle(project.id, isSelected)}
          dragProps={reorder.propsFor(project.id)}
          isDragged={reorder.draggedId === project.id}
          isDropTarget={reorder.overId === project.id}
          {...actions}
        />
      ))}
    </GridLayout>
  );
}
