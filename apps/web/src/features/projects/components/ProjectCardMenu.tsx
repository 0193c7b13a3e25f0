import { projectRoleMay, type ProjectListItem } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { DropdownMenu, Icon, MENU_ITEM_CLASSES } from '../../../ui';

export interface ProjectCardActions {
  onOpen: (project: ProjectListItem) => void;
  onClone: (project: ProjectListItem) => void;
  onMoveToSeries: (project: ProjectListItem) => void;
  onDelete: (project: ProjectListItem) => void;
}

interface ProjectCardMenuProps extends ProjectCardActions {
  project: ProjectListItem;
}

/** Per-card actions; moving to a series and deleting are the owner's. */
export function ProjectCardMenu({ project, onOpen, onClone, onMoveToSeries, onDelete }: ProjectCardMenuProps) {
  const { t } = useTranslation();
  // The owner's, or on a team project a role that manages projects (TEAM_POLICY 'project.manage').
  const isOwner = projectRoleMay(project, 'project.manage');
  return (
    <DropdownMenu
      label={t('projects.card.actions', { name: project.name })}
      trigger={<Icon name="dots" className="size-5" />}
      triggerClassName="grid size-8 place-items-center rounded-lg bg-surface/90 text-fg-muted shadow-sm backdrop-blur hover:text-fg"
      panelClassName="min-w-48"
    >
      {(close) => {
        const choose = (action: (project: ProjectListItem) => void) => () => {
          close();
          action(project);
        };
        return (
          <div className="flex flex-col">
            <button type="button" role="menuitem" className={MENU_ITEM_CLASSES} onClick={choose(onOpen)}>
              <Icon name="film" className="size-4 text-fg-muted" />
              {t('projects.card.open')}
            </button>
            <button type="button" role="menuitem" className={MENU_ITEM_CLASSES} onClick={choose(onClone)}>
              <Icon name="copy" className="size-4 text-fg-muted" />
              {t('projects.card.clone')}
            </button>
            {isOwner && (
              <button type="button" role="menuitem" className={MENU_ITEM_CLASSES} onClick={choose(onMoveToSeries)}>
                <Icon name="folder" className="size-4 text-fg-muted" />
                {t('projects.card.moveToSeries')}
              </button>
            )}
            {isOwner && (
              <button type="button" role="menuitem" className={MENU_ITEM_CLASSES} onClick={choose(onDelete)}>
                <Icon name="trash" className="size-4 text-danger" />
                {t('projects.card.delete')}
              </button>
            )}
          </div>
        );
      }}
    </DropdownMenu>
  );
}
