import type { DrawnStyle } from '@sym/contracts';
import type { ProjectRow, StyleModuleRow } from '../../db/schema.ts';
import type { ImageStyle } from '../../providers/image/image-provider.ts';
import type { StyleRepository } from '../styles/style.repository.ts';
import { isStyleModuleUsable } from '../styles/style-usability.ts';
import { optionalRead, str, type MediaReader } from './generation-media.ts';

/**
 * What a picture is part of besides its project: the episode of a shot image, the asset of an asset image.
 * Their style modules cover it before the project's.
 */
export interface StyleCover {
  /** Who asked for the picture (a collaborator's own library counts for what they attached). */
  actorId?: string;
  scenario?: { styleModuleId: string | null };
  /** A shot image's own module, over its episode's. */
  shot?: { styleModuleId: string | null };
  asset?: { attachedStyleModules: readonly string[] };
}

/** The per-request overrides of a picture's style (an asset image's style text, a style image). */
export interface StyleOverrides {
  styleText?: string;
  styleImageUrl?: string;
}

export interface StyleResolverDeps {
  styles: Pick<StyleRepository, 'findById'>;
  media: MediaReader;
}

/** The style a generated picture is drawn in: its covering style modules, the project's style and overrides. */
export class StyleResolver {
  constructor(private readonly deps: StyleResolverDeps) {}

  /**
   * The style of a picture: the covering modules' preset, description and reference image (see coveringModules),
   * with the project's own style fields and per-request overrides.
   * - preset: a narrower (episode or asset) module's preset wins over the project's preset; the project's module
   *   only fills in a project without its own preset. Either way every covering module is listed in `modules`, so
   *   a module beside a preset is drawn with it (the renderer layers the module's preset on the preset's look).
   * - text: the project's custom description, then each covering module's description, then the request's text.
   * - reference image: the request's, else a narrower module's, else the project's, else the project module's.
   */
  async styleOf(
    project: ProjectRow,
    overrides: StyleOverrides,
    signal?: AbortSignal,
    cover: StyleCover = {},
  ): Promise<ImageStyle> {
    const style = project.style ?? {};
    const modules = await this.coveringModules(project, cover);
    const isNarrower = modules.length > 0 && !modules.some((module) => module.id === style.moduleId);
    const modulePreset = modules.find((module) => module.preset)?.preset ?? undefined;
    const moduleImage = modules.find((module) => module.referenceImageUrl)?.referenceImageUrl ?? undefined;
    const text = [style.custom_description, ...modules.map((module) => module.description), str(overrides.styleText)]
      .filter(Boolean)
      .join('. ');
    const imageUrl =
      str(overrides.styleImageUrl) ??
      (isNarrower ? (moduleImage ?? style.reference_image_url) : (style.reference_image_url ?? moduleImage)) ??
      undefined;
    return {
      presetId: (isNarrower ? (modulePreset ?? style.preset) : (style.preset ?? modulePreset)) ?? undefined,
      text: text || undefined,
      image: await optionalRead(this.deps.media, imageUrl, signal),
      // Every covering module counts beside the preset: the renderer layers its preset, prompts name it.
      ...(modules.length > 0
        ? { modules: modules.map((module) => ({ name: module.name, presetId: module.preset ?? undefined })) }
        : {}),
    };
  }

  /**
   * The modules covering a picture, most specific first: the asset's attached modules (in order) for an asset
   * image, else the shot's own module, else the episode's module for a shot image, else the project's. A narrower module replaces the
   * project's module rather than mixing with it, so attaching one to an episode or asset visibly changes it.
   * Ids no longer usable in the project (deleted, another user's, another project's) are skipped.
   */
  private async coveringModules(project: ProjectRow, cover: StyleCover): Promise<StyleModuleRow[]> {
    const scope = { projectId: project.id, userIds: [project.userId, ...(cover.actorId ? [cover.actorId] : [])] };
    const read = async (ids: readonly string[]) => {
      const rows = await Promise.all([...new Set(ids)].map((id) => this.deps.styles.findById(id)));
      return rows.filter((row): row is StyleModuleRow => row !== undefined && isStyleModuleUsable(row, scope));
    };
    const levels = [
      cover.asset?.attachedStyleModules ?? [],
      cover.shot?.styleModuleId ? [cover.shot.styleModuleId] : [],
      cover.scenario?.styleModuleId ? [cover.scenario.styleModuleId] : [],
    ];
    for (const ids of levels) {
      const modules = await read(ids);
      if (modules.length > 0) return modules;
    }
    return project.style?.moduleId ? read([project.style.moduleId]) : [];
  }
}

/** Which style a picture was drawn in, as "What was drawn" shows it: the preset and the modules beside it. */
export function drawnStyleOf(style: ImageStyle): DrawnStyle {
  return {
    presetId: style.presetId ?? null,
    modules: (style.modules ?? []).map((module) => ({ name: module.name, presetId: module.presetId ?? null })),
  };
}
