import {
  GENERATIONS_PAGE_DEFAULT,
  type Asset,
  type ShotCreateInput,
  type ShotGeneration,
  type ShotGenerationKind,
} from '@sym/contracts';
import { call } from '../../../lib/transport';
import type { ShotChanges } from './autosave/saveQueue';

/**
 * An asset as the server lists it: its image is its uploaded one, else its variants' picture (e.g. the image
 * bought in the wizard), with a small rendition of it.
 */
export type ListedAsset = Asset & { image_url_thumb?: string | null };

/** The content of a new shot made by a cut: everything but its id. */
export type NewShotContent = Partial<Omit<ShotCreateInput, 'id'>>;

/** Shot operations of spec §7 the shot editor uses. */
export const shotEditorApi = {
  /**
   * Saves changed fields of a shot (not its assets, see `setAssets`); answers the shot as now stored. With `base`
   * (each changed field's value when the user changed it) the save is refused with a 409 CONFLICT naming the
   * fields only when someone else changed one of those fields since; without, with `expectedUpdatedAt` (the
   * version edited), when anyone saved the shot since.
   */
  update: (scenarioId: string, shotId: string, changes: ShotChanges, expectedUpdatedAt?: string, base?: ShotChanges) =>
    call('scenario.shot.update', {
      id: scenarioId,
      shotId,
      ...changes,
      ...(expectedUpdatedAt ? { expectedUpdatedAt } : {}),
      ...(base && Object.keys(base).length > 0 ? { base } : {}),
    }),

  /** Replaces the assets shown in the shot (the project's characters, locations and props). */
  setAssets: (scenarioId: string, shotId: string, assets: readonly string[]) =>
    call('scenario.shot.assets', { id: scenarioId, shotId, assets: [...assets] }),

  create: (scenarioId: string, content: NewShotContent) => call('scenario.shot.create', { id: scenarioId, ...content }),

  delete: (scenarioId: string, shotId: string) => call('scenario.shot.delete', { id: scenarioId, shotId }),

  /** Both halves of a text cut at a position, cleaned; 422 when either would be empty. */
  repairSplitText: (
    scenarioId: string,
    input: { originalText: string; cutPosition: number; firstPart: string; secondPart: string },
  ) => call('scenario.repairSplitText', { id: scenarioId, ...input }),

  /** A page of a shot's generated images or videos, newest first; `before` pages back in time. */
  generations: (scenarioId: string, shotId: string, kind: ShotGenerationKind, before?: string) => {
    const page = { id: scenarioId, shotId, limit: GENERATIONS_PAGE_DEFAULT, ...(before ? { before } : {}) };
    return kind === 'image' ? call('scenario.shot.generations', page) : call('scenario.shot.videoGenerations', page);
  },

  /** Makes a generation the one the shot shows (the others of its kind stop being primary). */
  setPrimary: (scenarioId: string, generationId: string) =>
    call('scenario.generation.update', { id: scenarioId, genId: generationId, isPrimary: true }),

  deleteGeneration: (scenarioId: string, generation: Pick<ShotGeneration, 'id' | 'kind'>) =>
    generation.kind === 'image'
      ? call('scenario.generation.delete', { id: scenarioId, generationId: generation.id })
      : call('scenario.videoGeneration.delete', { id: scenarioId, videoGenerationId: generation.id }),

  generateImage: (scenarioId: string, shotId: string) => call('scenario.shot.generate', { id: scenarioId, shotId }),

  generateVideo: (scenarioId: string, shotId: string) =>
    call('scenario.shot.generateVideo', { id: scenarioId, shotId }),

  /** The project's assets, for the shot's asset picker and its reference image. */
  projectAssets: (projectId: string) => call('asset.listByProject', { projectId }),
};
