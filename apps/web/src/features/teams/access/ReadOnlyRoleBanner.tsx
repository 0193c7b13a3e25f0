import { Icon } from '../../../ui';
import { useTeamRoleAccess } from './useTeamRoleAccess';

/** At the top of an editor: why its edit controls are disabled for a viewer or commenter of the project's team. */
export function ReadOnlyRoleBanner() {
  const { readOnlyReason } = useTeamRoleAccess();
  if (!readOnlyReason) return null;
  return (
    <div
      role="status"
      data-testid="read-only-role-banner"
      className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2.5 text-sm text-fg"
    >
      <Icon name="info" className="mt-0.5 size-4 shrink-0 text-warning" />
      <p className="min-w-0">{readOnlyReason}</p>
    </div>
  );
}
