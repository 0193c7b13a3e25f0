import { useQuery } from '@tanstack/react-query';
import { lipsyncApi } from '../api/lipsyncApi';
import { lipsyncKeys } from '../api/lipsyncKeys';

/** Voices of the speech provider for a language (all of them when null). */
export function useVoices(language: string | null, isEnabled = true) {
  return useQuery({
    queryKey: lipsyncKeys.voices(language),
    queryFn: () => lipsyncApi.voices(language ?? undefined),
    enabled: isEnabled,
    staleTime: 10 * 60_000,
  });
}

/** The episode's voice clips (the audio a lip-sync can use). */
export function useVoiceClips(scenarioId: string | null, isEnabled = true) {
  return useQuery({
    queryKey: lipsyncKeys.voiceClips(scenarioId ?? ''),
    queryFn: () => lipsyncApi.voiceClips(scenarioId ?? ''),
    enabled: isEnabled && Boolean(scenarioId),
  });
}

export function usePickerProjects(isEnabled = true) {
  return useQuery({ queryKey: lipsyncKeys.projects(), queryFn: lipsyncApi.projects, enabled: isEnabled });
}

export function usePickerScenarios(projectId: string | null) {
  return useQuery({
    queryKey: lipsyncKeys.scenarios(projectId ?? ''),
    queryFn: () => lipsyncApi.scenarios(projectId ?? ''),
    enabled: Boolean(projectId),
  });
}

export function usePickerShots(scenarioId: string | null) {
  return useQuery({
    queryKey: lipsyncKeys.shots(scenarioId ?? ''),
    queryFn: () => lipsyncApi.shots(scenarioId ?? ''),
    enabled: Boolean(scenarioId),
    select: (shots) => [...shots].sort((a, b) => a.sequence - b.sequence),
  });
}
