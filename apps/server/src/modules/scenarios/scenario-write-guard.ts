import type { ScenarioUpdateInput } from '@sym/contracts';

/**
 * What a write of an episode must still find to go through. `version`: the row is at the version the client
 * edited (any change of the episode counts, shot changes included). `script`: the stored script is still the one
 * the client edited from, or already the text it writes — a change of anything else does not count.
 */
export interface ScenarioWriteGuard {
  version?: string | null;
  script?: { base: string; next: string };
}

/**
 * The check of a scenario.update: a script written alone with the text it was edited from (baseScript) is
 * checked on the script, so a shot change or someone else's rename is no conflict; any other write keeps the
 * version check of expectedUpdatedAt.
 */
export function scenarioWriteGuard(input: Partial<ScenarioUpdateInput>): ScenarioWriteGuard {
  const { id: _id, expectedUpdatedAt, baseScript, ...fields } = input;
  const written = Object.entries(fields).filter(([, value]) => value !== undefined);
  const writesScriptAlone = written.length === 1 && written[0]![0] === 'script';
  if (baseScript === undefined || !writesScriptAlone) return { version: expectedUpdatedAt };
  return { script: { base: baseScript, next: fields.script ?? '' } };
}
