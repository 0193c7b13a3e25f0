import {
  ASPECT_RATIOS,
  LANGUAGES,
  SCENARIO_STATUS,
  type Language,
  type Scenario,
  type ScenarioListItem,
  type Shot,
} from '@sym/contracts';
import type { ScenarioRow } from '../../db/schema.ts';
import type { ScenarioWithStats } from './scenario.repository.ts';
import { oneOf } from '../one-of.ts';
import { withoutScriptLinks } from './scenario-script-links.ts';

const languagesOf = (stored: readonly string[]): Language[] => {
  const known = stored.filter((language): language is Language => (LANGUAGES as readonly string[]).includes(language));
  return Array.from(new Set<Language>(['en', ...known]));
};

function presentFields(row: ScenarioRow): Omit<Scenario, 'shots'> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    projectId: row.projectId,
    userId: row.userId,
    status: oneOf(SCENARIO_STATUS, row.status, 'draft'),
    script: row.script,
    settings: row.settings,
    metadata: withoutScriptLinks(row.metadata),
    supportedLanguages: languagesOf(row.supportedLanguages),
    aspectRatio: oneOf(ASPECT_RATIOS, row.aspectRatio, 'landscape'),
    contentLanguage: oneOf(LANGUAGES, row.contentLanguage, 'en'),
    originalPrompt: row.originalPrompt,
    styleModuleId: row.styleModuleId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The only outward shape of an episode (spec §3 Scenario) with its shots in sequence order. */
export function presentScenario(row: ScenarioRow, shots: readonly Shot[]): Scenario {
  return { ...presentFields(row), shots: [...shots] };
}

/** One row of an episode list: no shots, but their count and summed duration. */
export function presentScenarioListItem(item: ScenarioWithStats): ScenarioListItem {
  return { ...presentFields(item.scenario), shot_count: item.shotCount, total_duration: item.totalDuration };
}
