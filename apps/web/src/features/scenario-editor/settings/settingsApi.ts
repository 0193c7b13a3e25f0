import type { AspectRatio, Language, ScenarioUpdateInput } from '@sym/contracts';
import { call } from '../../../lib/transport';

/** The episode fields the settings tab changes. */
export interface ScenarioSettingsFields {
  name?: string;
  description?: string | null;
  aspectRatio?: AspectRatio;
  contentLanguage?: Language;
  supportedLanguages?: Language[];
  /** The episode's own style module (null: the project's style). */
  styleModuleId?: string | null;
}

/** What the settings tab saves: the fields the user changed, each with the value it was changed from. */
export interface ScenarioSettingsPatch extends ScenarioSettingsFields {
  /** The episode's updatedAt the user edited from (checked only for a changed field without a base value). */
  expectedUpdatedAt?: string;
  /** The value each changed field had when the user changed it: 409 CONFLICT only if someone changed it since. */
  base?: NonNullable<ScenarioUpdateInput['base']>;
}

/** Episode update and delete (spec §7 scenario.update, scenario.delete). */
export const scenarioSettingsApi = {
  update: (scenarioId: string, patch: ScenarioSettingsPatch) => call('scenario.update', { id: scenarioId, ...patch }),
  /** The episode as saved now ("Take theirs" after a conflict). */
  get: (scenarioId: string) => call('scenario.get', { id: scenarioId }),
  delete: (scenarioId: string) => call('scenario.delete', { id: scenarioId }),
};
