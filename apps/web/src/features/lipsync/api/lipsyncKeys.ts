import { scenarioKeys, projectKeys } from '../../projects';

/**
 * Query keys of the lip-sync tool. Episode data sits under the shared 'scenarios' root (and projects under
 * 'projects'), so a finished run that invalidates that root refreshes the episode editor and these pickers alike.
 */
export const lipsyncKeys = {
  voices: (language: string | null) => ['speech', 'voices', language ?? 'all'] as const,
  voiceClips: (scenarioId: string) => [...scenarioKeys.all, 'voice-clips', scenarioId] as const,
  projects: () => [...projectKeys.all, 'lipsync-picker'] as const,
  scenarios: (projectId: string) => [...scenarioKeys.all, 'lipsync-picker', projectId] as const,
  shots: (scenarioId: string) => [...scenarioKeys.all, 'lipsync-shots', scenarioId] as const,
};
