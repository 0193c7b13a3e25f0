import type { ScenarioUpdateInput } from '@sym/contracts';
import { sql } from 'drizzle-orm';
import { scenarios } from '../../db/schema.ts';
import {
  matchColumn,
  matchJsonSet,
  matchText,
  writeGuardOf,
  type FieldMatchers,
  type WriteGuard,
} from '../../db/field-guard.ts';
import { SCRIPT_LINKS_KEY, withoutScriptLinks } from './scenario-script-links.ts';
import type { ScenarioChanges } from './scenario.repository.ts';

/**
 * What a write of an episode must still find to go through. `fields`: each changed field sent with its base value
 * still holds it (or already the new value) — a change of another field, or of a shot, does not count. `version`:
 * the row is at the version the client edited (any change of the episode counts, shot changes included), checked
 * when a changed field comes without a base value.
 */
export type ScenarioWriteGuard = WriteGuard;

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** How each field of an episode compares with a value a client read (as the API shows it). */
export const SCENARIO_FIELD_MATCHERS: FieldMatchers = {
  name: matchColumn(scenarios.name),
  // The API and the editor show a missing description or script as empty text.
  description: matchText(scenarios.description),
  status: matchColumn(scenarios.status),
  aspectRatio: matchColumn(scenarios.aspectRatio),
  contentLanguage: matchColumn(scenarios.contentLanguage),
  // English is always added and the order means nothing: the languages compare as a set.
  supportedLanguages: matchJsonSet(scenarios.supportedLanguages),
  script: matchText(scenarios.script),
  settings: matchColumn(scenarios.settings),
  // The script links the episode keeps in its metadata are never shown, so they never count.
  metadata: (value) =>
    sql`(${scenarios.metadata} - ${SCRIPT_LINKS_KEY}::text) = ${JSON.stringify(withoutScriptLinks(asRecord(value)))}::jsonb`,
  originalPrompt: matchText(scenarios.originalPrompt),
  styleModuleId: matchColumn(scenarios.styleModuleId),
};

/**
 * The check of a scenario.update storing `changes`: each changed field sent with a base value (`base`, or
 * `baseScript` for the script as older clients send it) is checked on its own value, so a shot change or someone
 * else's change of another field is no conflict; a changed field without one keeps the version check of
 * expectedUpdatedAt.
 */
export function scenarioWriteGuard(input: Partial<ScenarioUpdateInput>, changes: ScenarioChanges): ScenarioWriteGuard {
  const { id: _id, expectedUpdatedAt, base, baseScript, ...sent } = input;
  const bases = { ...(baseScript === undefined ? {} : { script: baseScript }), ...base };
  return writeGuardOf({ sent, changes, base: bases, expectedUpdatedAt }, SCENARIO_FIELD_MATCHERS);
}
