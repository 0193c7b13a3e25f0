import type { ApprovalState } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { DropdownMenu, Icon, MENU_ITEM_CLASSES, type IconName } from '../../../ui';
import type { ApprovalTarget, ApprovalsContextValue } from '../state/ApprovalsContext';

interface ApprovalMenuProps {
  context: ApprovalsContextValue;
  target: ApprovalTarget;
  /** Accessible name of the menu, e.g. "Review shot 2". */
  label: string;
  /** Test ids of the entries: `{prefix}-approve`, `{prefix}-approve-note`, `{prefix}-request-changes`. */
  testIdPrefix: 'shot' | 'episode';
  triggerClassName?: string;
}

interface Entry {
  key: string;
  icon: IconName;
  text: string;
  run: () => void;
}

/** Approve (one click), approve with a note, or request changes (with a note) on a shot or the whole episode. */
export function ApprovalMenu({ context, target, label, testIdPrefix, triggerClassName = '' }: ApprovalMenuProps) {
  const { t } = useTranslation();
  const note = (state: ApprovalState) => () => context.openNote(target, state);
  const entries: Entry[] = [
    {
      key: 'approve',
      icon: 'checkCircle',
      text: t('approvals.actions.approve'),
      run: () => context.quickSet(target, 'approved'),
    },
    { key: 'approve-note', icon: 'pencil', text: t('approvals.actions.approveWithNote'), run: note('approved') },
    {
      key: 'request-changes',
      icon: 'alert',
      text: t('approvals.actions.requestChangesMenu'),
      run: note('changes_requested'),
    },
  ];
  return (
    <DropdownMenu
      label={label}
      trigger={<Icon name="check" className="size-4" />}
      triggerClassName={`grid size-7 place-items-center border border-line bg-surface/90 text-fg-muted shadow-sm backdrop-blur hover:border-accent hover:text-fg ${triggerClassName}`}
      panelClassName="min-w-52"
    >
      {(close) => (
        <div className="flex flex-col" data-testid={`${testIdPrefix}-approval-menu`}>
          {entries.map((entry) => (
            <button
              key={entry.key}
              type="button"
              role="menuitem"
              data-testid={`${testIdPrefix}-${entry.key}`}
              disabled={context.isSaving}
              className={MENU_ITEM_CLASSES}
              onClick={() => {
                close();
                entry.run();
              }}
            >
              <Icon name={entry.icon} className="size-4 text-fg-muted" />
              {entry.text}
            </button>
          ))}
        </div>
      )}
    </DropdownMenu>
  );
}
