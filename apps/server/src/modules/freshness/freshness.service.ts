import {
  SCENARIO_MESSAGES,
  type ConsistencyReport,
  type ScenarioFreshness,
  type ShotBatchQuote,
  type ShotJobBatch,
  type UpToDateInput,
} from '@sym/contracts';
import { AppError } from '../../errors/app-error.ts';
import type { AssetRepository } from '../assets/asset.repository.ts';
import type { CreditHolder } from '../credits/credits.service.ts';
import { imageMadeFrom, lookOf, shotImageInputs } from '../generation/made-from.ts';
import { ownImageOf } from '../generation/job-subjects.ts';
import type { ShotGenerationRequestService } from '../generation/shot-generation-request.service.ts';
import type { VariantImageRepository } from '../asset-variants/variant-image.repository.ts';
import type { VariantRepository } from '../asset-variants/variant.repository.ts';
import type { ProjectAccess } from '../projects/project-access.policy.ts';
import type { ScenarioStore } from '../scenarios/scenario-store.ts';
import type { ScenarioAccess } from '../scenarios/scenario.policy.ts';
import { findInconsistencies } from './consistency.ts';
import { scenarioFreshness, shotFreshness } from './shot-freshness.ts';

/** A shot's spoken line, kept in its metadata. */
const dialogueOf = (metadata: Record<string, unknown>) =>
  typeof metadata.dialogue === 'string' ? metadata.dialogue : '';

export interface FreshnessServiceDeps {
  access: ScenarioAccess;
  projects: Pick<ProjectAccess, 'require'>;
  store: Pick<ScenarioStore, 'shots' | 'generations'>;
  assets: Pick<AssetRepository, 'listByProject'>;
  shotGeneration: Pick<ShotGenerationRequestService, 'quoteShots' | 'generateShots'>;
  /** The variants shots name as their characters' looks, and their pictures. */
  variants: Pick<VariantRepository, 'findVariant'>;
  variantImages: Pick<VariantImageRepository, 'primaryImageOf'>;
}

/**
 * Stale marking: whether each shot's image and clip is what its inputs (words, framing, reference, style, its
 * assets' looks) would make now, worked out on every read from what each result recorded it was made from; and
 * "bring up to date", which generates only the stale and missing ones.
 */
export class FreshnessService {
  constructor(private readonly deps: FreshnessServiceDeps) {}

  /** The state of every shot of the episode; needs read access. */
  async ofScenario(actorId: string, scenarioId: string): Promise<ScenarioFreshness> {
    return (await this.read(actorId, scenarioId)).freshness;
  }

  /**
   * Where the episode describes a character differently (consistency.ts): contradicting colours, looks changed
   * since shots were drawn with them, characters named but not linked. Needs read access.
   */
  async consistency(actorId: string, scenarioId: string): Promise<ConsistencyReport> {
    const { shots, assets, freshness } = await this.read(actorId, scenarioId);
    const characters = assets
      .filter(({ asset }) => asset.type === 'character')
      .map(({ asset }) => ({ id: asset.id, name: asset.name, description: asset.description ?? '' }));
    const nameToId = new Map(characters.map((character) => [character.name, character.id]));
    return {
      findings: findInconsistencies(
        shots.map((shot, index) => ({
          id: shot.id,
          text: [shot.description, shot.action, dialogueOf(shot.metadata)].filter(Boolean).join('\n'),
          assetIds: shot.assetIds,
          changedLooks: freshness.shots[index]!.image.reasons.flatMap((reason) =>
            reason.part === 'look' && reason.name ? (nameToId.get(reason.name) ?? []) : [],
          ),
        })),
        characters,
      ),
    };
  }

  /** The episode's shots with their links, the project's assets, and the states worked out from them. */
  private async read(actorId: string, scenarioId: string) {
    const { scenario } = await this.deps.access.require(actorId, scenarioId, 'read');
    const { project } = await this.deps.projects.require(actorId, scenario.projectId, 'read');
    const [shots, assets] = await Promise.all([
      this.deps.store.shots.listWithLinks(scenario.id),
      this.deps.assets.listByProject(scenario.projectId),
    ]);
    const byId = new Map(assets.map((entry) => [entry.asset.id, entry]));
    const named = await this.namedLooks(shots.flatMap((shot) => Object.values(shot.looks)));
    // As the image job reads it: the look the shot names (its variant's words and picture), else the asset's own.
    const lookIn = (shot: { looks: Record<string, string> }, assetId: string) => {
      const entry = byId.get(assetId);
      if (!entry) return [];
      const picture = entry.variantImage?.url ?? ownImageOf(entry.asset);
      const variant = named.get(shot.looks[assetId] ?? '');
      if (!variant || variant.assetId !== assetId) return [lookOf(entry.asset, picture)];
      return [lookOf(entry.asset, variant.imageUrl ?? picture, variant)];
    };
    const results = await this.deps.store.generations.madeFromOf(shots.map((shot) => shot.id));
    const byShot = new Map<string, typeof results>();
    for (const result of results) byShot.set(result.shotId, [...(byShot.get(result.shotId) ?? []), result]);
    const freshness = scenarioFreshness(
      shots.map((shot) => {
        const shotLooks = shot.assetIds.flatMap((id) => lookIn(shot, id));
        const now = imageMadeFrom(shotImageInputs(shot, shotLooks, scenario, project));
        return shotFreshness(shot, byShot.get(shot.id) ?? [], now);
      }),
    );
    return { shots, assets, freshness };
  }

  /** What bringing the shots up to date would start and cost (only the stale and missing ones). */
  async quote(holder: CreditHolder, input: UpToDateInput): Promise<ShotBatchQuote> {
    return this.deps.shotGeneration.quoteShots(holder, await this.outdated(holder, input));
  }

  /** New images or clips for the stale and missing shots only, each charged and refunded on its own. */
  async bringUpToDate(holder: CreditHolder, input: UpToDateInput): Promise<ShotJobBatch> {
    return this.deps.shotGeneration.generateShots(holder, await this.outdated(holder, input));
  }

  /** The named shots (else all) whose result of the kind is stale or missing; 404 for a shot not the episode's. */
  private async outdated(holder: CreditHolder, input: UpToDateInput) {
    await this.deps.access.require(holder.id, input.id, 'write');
    const { shots } = await this.ofScenario(holder.id, input.id);
    if (input.shotIds) {
      const known = new Set(shots.map((shot) => shot.shotId));
      if (input.shotIds.some((id) => !known.has(id))) {
        throw new AppError('NOT_FOUND', SCENARIO_MESSAGES.shotNotFound);
      }
    }
    const named = input.shotIds ? new Set(input.shotIds) : undefined;
    const shotIds = shots
      .filter((shot) => (!named || named.has(shot.shotId)) && shot[input.kind].state !== 'current')
      .map((shot) => shot.shotId);
    return { id: input.id, kind: input.kind, shotIds };
  }

  /** The variants named as looks, with their asset, words and picture. */
  private async namedLooks(variantIds: readonly string[]) {
    const looks = new Map<string, { assetId: string; description: string | null; imageUrl: string | null }>();
    for (const id of new Set(variantIds)) {
      const found = await this.deps.variants.findVariant(id);
      if (!found) continue;
      const image = await this.deps.variantImages.primaryImageOf(id);
      looks.set(id, {
        assetId: found.variant.assetId,
        description: found.variant.description,
        imageUrl: image?.imageUrl ?? null,
      });
    }
    return looks;
  }
}
