import {
  DEFAULT_SHOT_DURATION_SECONDS,
  GENERATION_MESSAGES,
  type CameraMotion,
  type RepairSplitTextInput,
  type ScriptGenerateInput,
  type ShotType,
  linkScript,
  sceneScriptHeading,
} from '@sym/contracts';
import type { ShotRow } from '../../db/schema.ts';
import { AppError, validationError } from '../../errors/app-error.ts';
import { ProviderError } from '../../providers/provider.ts';
import type { TextProvider } from '../../providers/text/text-provider.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { ScenarioStore } from '../scenarios/scenario-store.ts';
import { storedScene } from '../scenes/scene-steps.ts';
import type { ShotLocation } from '../shots/shot.repository.ts';
import { publishScenarioUpdated } from '../scenarios/scenario-reader.ts';
import type { ScenarioAccess } from '../scenarios/scenario.policy.ts';
import { dialogueOf } from '../timeline/script-blocks.ts';

export interface ScriptDeps {
  store: ScenarioStore;
  events: DomainEvents;
  access: ScenarioAccess;
  /** The text provider of a project (its chosen model, else the site default). */
  text: (projectId: string) => Promise<TextProvider>;
}

/** A provider failure as the user's error: bad input → 422 with its message, anything else → the fallback text. */
function asAppError(error: unknown, field: string, fallback: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ProviderError && error.reason === 'input') {
    return new AppError('VALIDATION_ERROR', error.message, [{ field, message: error.message }]);
  }
  return new AppError('SERVER_ERROR', fallback, undefined, { status: 502, cause: error });
}

/**
 * Where the episode sets each shot, as its scenes do (scene-grouping.ts): the shot's scene label, else the name of
 * its linked location (the first by name when several).
 */
function placesOf(shots: readonly ShotRow[], locations: readonly ShotLocation[]): Map<string, string> {
  const places = new Map<string, string>();
  for (const shot of shots) {
    const label = typeof shot.metadata.scene === 'string' ? shot.metadata.scene.trim() : '';
    const [location] = locations
      .filter((candidate) => candidate.shotId === shot.id)
      .map((candidate) => candidate.name)
      .sort((a, b) => a.localeCompare(b));
    const place = label || location;
    if (place) places.set(shot.id, place);
  }
  return places;
}

/** Each stored scene of the episode by id, with the heading line the script writes over its shots. */
async function storedSceneHeadings(store: ScenarioStore, scenarioId: string) {
  const rows = await store.scenes.listByScenario(scenarioId);
  return new Map(
    rows.map((row, index) => [row.id, { key: row.id, heading: sceneScriptHeading(storedScene(row), index + 1) }]),
  );
}

/** Scripts written from an episode's shots, and the clean-up of shot text cut in two. */
export class ScriptService {
  constructor(private readonly deps: ScriptDeps) {}

  /**
   * Writes a script from the episode's shots (prompt and target duration respected) and keeps it on the episode
   * with the links of its blocks to the shots.
   */
  async generate(actorId: string, input: ScriptGenerateInput): Promise<{ script: string }> {
    const { deps } = this;
    const { scenario } = await deps.access.require(actorId, input.id, 'write');
    const shots = await deps.store.shots.listByScenario(scenario.id);
    if (shots.length === 0) throw validationError('shots', GENERATION_MESSAGES.noShotsToGenerate);
    const places = placesOf(shots, await deps.store.shots.locationsOf(scenario.id));
    const scenes = await storedSceneHeadings(deps.store, scenario.id);
    let script: string;
    try {
      script = await (
        await deps.text(scenario.projectId)
      ).generateScript({
        shots: shots.map((shot) => ({
          type: shot.type as ShotType,
          description: shot.description,
          action: shot.action ?? '',
          duration: shot.duration ?? DEFAULT_SHOT_DURATION_SECONDS,
          cameraMotion: shot.cameraMotion as CameraMotion,
          dialogue: dialogueOf(shot.metadata),
          place: places.get(shot.id),
          scene: shot.sceneId ? scenes.get(shot.sceneId) : undefined,
        })),
        prompt: input.prompt,
        targetDuration: input.targetDuration,
      });
    } catch (error) {
      throw asAppError(error, 'script', GENERATION_MESSAGES.generateScriptFailed);
    }
    // Which block stands for which shot is kept beside the script, not in it: applying the script keeps the
    // shots it came from (with their media), and the user reads only the screenplay.
    const links = linkScript(
      script,
      shots.map((shot) => shot.id),
    );
    const row = await deps.store.scenarios.setScript(scenario.id, script, links);
    if (row) await publishScenarioUpdated(deps, actorId, row);
    return { script };
  }

  /** Both halves of a shot text cut at a position, cleaned; 422 when either would be empty. */
  async repairSplitText(actorId: string, input: RepairSplitTextInput) {
    const { scenario } = await this.deps.access.require(actorId, input.id, 'write');
    try {
      return await (await this.deps.text(scenario.projectId)).repairSplitText(input);
    } catch (error) {
      throw asAppError(error, 'cutPosition', GENERATION_MESSAGES.cutNeedsContent);
    }
  }
}
