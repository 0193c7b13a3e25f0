import type { PresenceActivity } from '@sym/contracts';
import { useEffect } from 'react';
import { useGatedControl } from '../../../app/tier';
import { activityReporter } from '../state/collaborationRuntime';

/**
 * Reports what this page or panel is doing in the project while it is mounted (spec §4): editing_scenario,
 * editing_shot, generating_image... The newest mounted claim wins; see ActivityReporter. Presence is live
 * collaboration (the professional edition's): without it nothing is reported.
 */
export function useReportActivity(projectId: string | null | undefined, activity: PresenceActivity | null): void {
  const presence = useGatedControl('presence');
  useEffect(() => {
    if (!projectId || !activity || !presence.isEnabled) return;
    return activityReporter.claim(projectId, activity);
  }, [projectId, activity, presence.isEnabled]);
}
