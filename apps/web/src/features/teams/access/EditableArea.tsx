import type { ReactNode } from 'react';
import { useTeamRoleAccess } from './useTeamRoleAccess';

/**
 * Wraps edit controls: for a role that cannot edit (viewer, commenter) every button, field and select inside is
 * disabled at once (a disabled fieldset), so no control is forgotten. It adds no box of its own to the layout.
 */
export function EditableArea({ children }: { children: ReactNode }) {
  const { canEdit, readOnlyReason } = useTeamRoleAccess();
  return (
    <fieldset disabled={!canEdit} title={readOnlyReason ?? undefined} className="contents">
      {children}
    </fieldset>
  );
}
