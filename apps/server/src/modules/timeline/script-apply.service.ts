import { TIMELINE_MESSAGES, type ScriptApplyInput, type Shot } from '@sym/contracts';
import { AppError, validationError } from '../../errors/app-error.ts';
import { ProviderError } from '../../providers/provider.ts';
import type { StoryShot, TextProvider } from '../../providers/text/text-provider.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { EpisodeStore } from '../scenarios/episode-store.ts';
import { episodeNotFound, type ScenarioAccess } from '../scenarios/scenario.policy.ts';
import { publishEpisodeEvent } from '../shots/episode-events.ts';
import { presentShot } from '../shots/shot.presenter.ts';

export interface ScriptApplyDeps {
  store: EpisodeStore;
  access: ScenarioAccess;
  text: () => TextProvider;
  events: DomainEvents;
}

export type ScriptApplyService = ReturnType<typeof createScriptApplyService>;

const parseFailed = () => validationError('script', TIMELINE_MESSAGES.parseScriptFailed);

/** Applying a script to an episode: its shots are replaced by the script's. */
export function createScriptApplyService(deps: ScriptApplyDeps) {
  /** The script's shots; 422 'Failed to parse script' when the text provider cannot read any. */
  const parse = async (script: string): Promise<StoryShot[]> => {
    if (!script.trim()) throw parseFailed();
    let shots: StoryShot[];
    try {
      shots = await deps.text().parseScript(script);
    } catch (error) {
      if (error instanceof ProviderError && error.reason === 'input') throw parseFailed();
      throw new AppError('SERVER_ERROR', TIMELINE_MESSAGES.parseScriptFailed, undefined, { status: 502, cause: error });
    }
    if (shots.length === 0) throw parseFailed();
    return shots;
  };

  return {
    /**
     * Replaces ALL of the episode's shots (and their links and generations) with the script's, numbered 1..n, and
     * keeps the script on the episode; one transaction, so a failure changes nothing. Answers the new shots.
     */
    async apply(actorId: string, input: ScriptApplyInput): Promise<Shot[]> {
      const { scenario } = await deps.access.require(actorId, input.id, 'write');
      const parsed = await parse(input.script);
      const shots = await deps.store.transaction(async (repositories) => {
        if (!(await repositories.scenarios.lockForShotChanges(scenario.id))) throw episodeNotFound();
        await repositories.shots.deleteByScenario(scenario.id);
        const rows = [];
        for (const [index, shot] of parsed.entries()) {
          rows.push(
            await repositories.shots.insert({
              scenarioId: scenario.id,
              sequence: index + 1,
              type: shot.type,
              cameraMotion: shot.cameraMotion,
              duration: shot.duration > 0 ? shot.duration : null,
              description: shot.description,
              action: shot.action,
              metadata: shot.dialogue ? { dialogue: shot.dialogue } : {},
            }),
          );
        }
        await repositories.scenarios.update(scenario.id, { script: input.script });
        return rows.map((row) => presentShot(row, []));
      });
      publishEpisodeEvent(deps.events, 'shot.replaced', actorId, scenario, { shots, source: input.source });
      return shots;
    },
  };
}
