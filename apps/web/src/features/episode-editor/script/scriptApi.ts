import type { Scenario, Shot } from '@sym/contracts';
import { call } from '../../../lib/transport';

export interface ScriptGenerateOptions {
  prompt?: string;
  /** Seconds the whole script should last. */
  targetDuration?: number;
}

export type ScriptSource = 'editor' | 'upload';

/** The script operations of the episode editor (spec §7 scenario.script.generate, script apply, scenario.update). */
export const scriptApi = {
  /** Writes a script from the episode's shots; the server also keeps it as the episode's script. */
  generate: (scenarioId: string, options: ScriptGenerateOptions) =>
    call<{ script: string }>('scenario.script.generate', { id: scenarioId, ...options }),

  /** Replaces all of the episode's shots with those of the script; answers the new shots. */
  apply: (scenarioId: string, script: string, source: ScriptSource) =>
    call<Shot[]>('scenario.script.apply', { id: scenarioId, script, source }),

  /** Stores the editor's text as the episode's script. */
  save: (scenarioId: string, script: string) => call<Scenario>('scenario.update', { id: scenarioId, script }),
};
