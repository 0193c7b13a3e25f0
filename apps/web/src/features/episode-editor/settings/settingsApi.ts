import type { AspectRatio, Language } from '@sym/contracts';
import { call } from '../../../lib/transport';

/** What the settings tab changes on an episode. */
export interface EpisodeSettingsPatch {
  /** The episode's updatedAt the user edited from: a newer save by someone else answers 409 CONFLICT. */
  expectedUpdatedAt?: string;
  name: string;
  description: string | null;
  aspectRatio: AspectRatio;
  contentLanguage: Language;
  supportedLanguages: Language[];
  /** The episode's own style module (null: the project's style); left out when unchanged. */
  styleModuleId?: string | null;
}

/** Episode update and delete (spec §7 scenario.update, scenario.delete). */
export const episodeSettingsApi = {
  update: (scenarioId: string, patch: EpisodeSettingsPatch) => call('scenario.update', { id: scenarioId, ...patch }),
  delete: (scenarioId: string) => call('scenario.delete', { id: scenarioId }),
};
