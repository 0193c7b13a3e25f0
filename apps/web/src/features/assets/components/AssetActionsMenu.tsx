import { useTranslation } from '../../../lib/i18n/useTranslation';
import { DropdownMenu, Icon, MENU_ITEM_CLASSES } from '../../../ui';

interface AssetActionsMenuProps {
  name: string;
  onEdit: () => void;
  onMove: () => void;
  onDelete: () => void;
}

/** The "..." menu of an asset row: edit, move to folder, delete. */
export function AssetActionsMenu({ name, onEdit, onMove, onDelete }: AssetActionsMenuProps) {
  const { t } = useTranslation();
  const entries = [
    { key: 'edit', label: t('assets.actions.edit'), icon: 'pencil', onSelect: onEdit },
    { key: 'move', label: t('assets.move.action'), icon: 'folder', onSelect: onMove },
    { key: 'delete', label: t('assets.actions.delete'), icon: 'trash', onSelect: onDelete },
  ] as const;
  return (
    <DropdownMenu
      label={t('assets.actions.menu', { name })}
      trigger={<Icon name="dots" className="size-5" />}
      triggerClassName="grid size-8 place-items-center rounded-lg text-fg-muted hover:bg-elevated hover:text-fg"
      panelClassName="min-w-52"
    >
      {(close) =>
        entries.map((entry) => (
          <button
            key={entry.key}
            type="button"
            role="menuitem"
            className={`${MENU_ITEM_CLASSES} ${entry.key === 'delete' ? 'text-danger' : ''}`}
            onClick={() => {
              close();
              entry.onSelect();
            }}
          >
            <Icon name={entry.icon} className="size-4" />
            {entry.label}
          </button>
        ))
      }
    </DropdownMenu>
  );
}
