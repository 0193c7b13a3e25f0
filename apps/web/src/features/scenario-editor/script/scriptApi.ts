import { call } from '../../../lib/transport';

export interface ScriptGenerateOptions {
  prompt?: string;
  /** Seconds the whole script should last. */
  targetDuration?: number;
}

export type ScriptSource = 'editor' | 'upload';

/** The script operations of the episode editor (spec §7 scenario.script.generate, script apply, scenario.update). */
export const scriptApi = {
  /** Writes a script from the episode's shots in their own words; the server keeps it (and which block is which). */
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

  /**
   * Stores the editor's text as the episode's script, over the stored text it was edited from (409 with the
   * episode as it is when someone else changed the script since; a shot change is no conflict).
   */
  save: (scenarioId: string, script: string, baseScript: string, expectedUpdatedAt: string) =>
    call('scenario.update', { id: scenarioId, script, baseScript, expectedUpdatedAt }),

  /** The episode as saved now (Take theirs loads its script, never a copy kept from an older answer). */
  latest: (scenarioId: string) => call('scenario.get', { id: scenarioId }),
};
