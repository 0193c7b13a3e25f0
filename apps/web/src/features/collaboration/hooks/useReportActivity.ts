import type { PresenceActivity } from '@sym/contracts';
import { useEffect } from 'react';
import { activityReporter } from '../state/collaborationRuntime';

/**
 * Reports what this page or panel is doing in the project while it is mounted (spec §4): editing_scenario,
 * editing_shot, generating_image... The newest mounted claim wins; see ActivityReporter.
 */
export function useReportActivity(projectId: string | null | undefined, activity: PresenceActivity | null): void {
  useEffect(() => {
    if (!projectId || !activity) return;
    return activityReporter.claim(projectId, activity);
  }, [projectId, activity]);
}
