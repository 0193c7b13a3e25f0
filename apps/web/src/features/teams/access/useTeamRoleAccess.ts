import { useContext } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { teamRoleWord } from '../utils/teamMessages';
import { TeamRoleAccessContext, type TeamRoleAccess } from './TeamRoleAccessContext';

export interface TeamRoleAccessWithReason extends TeamRoleAccess {
  /**
   * Why edit controls are unavailable: for a team's viewer or commenter TEAM_MESSAGES.readOnlyRole in the user's
   * language, for a visitor of a public project that only its people edit it; null when they are available.
   */
  readOnlyReason: string | null;
}

/** The current project's rights, and the reason to show on the controls the user cannot use. */
export function useTeamRoleAccess(): TeamRoleAccessWithReason {
  const { t } = useTranslation();
  const access = useContext(TeamRoleAccessContext);
  let readOnlyReason: string | null = null;
  if (!access.canEdit) {
    readOnlyReason = access.teamRole
      ? t('serverMessages.team.readOnlyRole', { role: teamRoleWord(t, access.teamRole) })
      : t('teams.readOnly.visitor');
  }
  return { ...access, readOnlyReason };
}
