import { formatDuration, type ProjectListItem } from '@sym/contracts';
import type { HTMLAttributes } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { SelectableCard, type ViewMode } from '../../../ui';
import { TeamBadge } from '../../teams';
import { ProjectCardMenu, type ProjectCardActions } from './ProjectCardMenu';
import { ProjectPreview } from './ProjectPreview';

interface ProjectCardProps extends ProjectCardActions {
  project: ProjectListItem;
  viewMode: ViewMode;
  isSelected: boolean;
  onSelectedChange: (isSelected: boolean) => void;
  /** Drag-and-drop and keyboard reordering handlers for the card's wrapper. */
  dragProps?: HTMLAttributes<HTMLDivElement> & { draggable?: boolean };
  isDropTarget?: boolean;
  isDragged?: boolean;
}

/** A project in the list: preview, name, description, its team, counts, total duration and last change. */
export function ProjectCard({
  project,
  viewMode,
  isSelected,
  onSelectedChange,
  dragProps,
  isDropTarget = false,
  isDragged = false,
  ...actions
}: ProjectCardProps) {
  const { t, i18n } = useTranslation();
  const updated = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(
    new Date(project.updated_at ?? project.updatedAt),
  );
  const stats = [
    { label: t('projects.card.episodes'), value: String(project.scenario_count ?? 0) },
    { label: t('projects.card.assets'), value: String(project.asset_count ?? 0) },
    { label: t('projects.card.duration'), value: formatDuration(project.total_duration) },
  ];

  return (
    <div
      role="listitem"
      data-project-id={project.id}
      {...dragProps}
      className={`relative grid rounded-xl transition-[opacity,box-shadow] ${viewMode === 'list' ? 'pr-11' : ''} ${isDragged ? 'opacity-50' : ''} ${
        isDropTarget ? 'ring-2 ring-accent ring-offset-2 ring-offset-canvas' : ''
      }`}
    >
      <SelectableCard
        title={project.name}
        subtitle={project.description ?? undefined}
        media={<ProjectPreview imageUrl={project.previewImage} />}
        viewMode={viewMode}
        isSelected={isSelected}
        onSelectedChange={onSelectedChange}
        onOpen={() => actions.onOpen(project)}
      >
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {project.teamId && <TeamBadge teamId={project.teamId} />}
          {stats.map((stat) => (
            <span key={stat.label}>
              {stat.label} <span className="font-medium text-fg tabular-nums">{stat.value}</span>
            </span>
          ))}
          <span>{t('projects.card.updated', { date: updated })}</span>
        </span>
      </SelectableCard>
      <div
        className={`absolute z-20 focus-within:z-30 ${viewMode === 'list' ? 'top-1/2 right-0 -translate-y-1/2' : 'top-2.5 right-2.5'}`}
      >
        <ProjectCardMenu project={project} {...actions} />
      </div>
    </div>
  );
}
