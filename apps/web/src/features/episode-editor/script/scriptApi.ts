import { call } from '../../../lib/transport';

export interface ScriptGenerateOptions {
  prompt?: string;
  /** Seconds the whole script should last. */
  targetDuration?: number;
}

export type ScriptSource = 'editor' | 'upload';

/** The script operations of the episode editor (spec §7 scenario.script.generate, script apply, scenario.update). */
export const scriptApi = {
  /** Writes a script from the episode's shots (each block tagged with its shot); the server also keeps it. */
  generate: (scenarioId: string, options: ScriptGenerateOptions) =>
    call('scenario.script.generate', { id: scenarioId, ...options }),

  /** What applying the script would add, update and delete; changes nothing. */
  preview: (scenarioId: string, script: string, source: ScriptSource) =>
    call('scenario.script.preview', { id: scenarioId, script, source }),

  /** Applies the script to the episode's shots; answers the shots, what changed and the undo token. */
  apply: (scenarioId: string, script: string, source: ScriptSource) =>
    call('scenario.script.apply', { id: scenarioId, script, source }),

  /** Takes an applied script back; answers the restored shots. */
  undo: (scenarioId: string, undo: string) => call('scenario.script.undo', { id: scenarioId, undo }),

  /** Stores the editor's text as the episode's script, over the version it was edited from (409 if newer). */
  save: (scenarioId: string, script: string, expectedUpdatedAt: string) =>
    call('scenario.update', { id: scenarioId, script, expectedUpdatedAt }),
};
