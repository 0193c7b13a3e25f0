import { PRESENCE_ACTIVE_MS, type PresenceUser } from '@sym/contracts';
import { useGatedControl } from '../../../app/tier';
import { useAuth } from '../../auth';
import { useProjectCollab } from './useProjectCollab';

export interface PresenceState {
  /** Off when the edition has no collaboration feature (spec §6): nothing to show. */
  isEnabled: boolean;
  /** The other users in the project, one entry per user (the user himself is not listed). */
  others: readonly PresenceUser[];
}

/** Who else is in the project now, when the edition has the collaboration feature. */
export function usePresence(projectId: string | null | undefined): PresenceState {
  const presence = useGatedControl('presence');
  const { user } = useAuth();
  const { users } = useProjectCollab(projectId);
  const isEnabled = presence.isEnabled;
  if (!isEnabled) return { isEnabled, others: [] };
  return { isEnabled, others: users.filter((entry) => entry.userId !== user?.id) };
}

/** Spec §4: a user counts as active while his last activity is under PRESENCE_ACTIVE_MS old. */
export function isPresenceActive(user: PresenceUser, now: number): boolean {
  return user.activity !== undefined && now - user.activity.timestamp < PRESENCE_ACTIVE_MS;
}
