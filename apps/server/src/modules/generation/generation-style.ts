import type { ProjectRow } from '../../db/schema.ts';
import type { ImageStyle } from '../../providers/image/image-provider.ts';
import { createStyleRepository } from '../styles/style.repository.ts';
import { optionalRead, str, type InputDeps } from './generation-media.ts';

/** The project's visual style (preset, custom text, reference image, style module) plus per-request overrides. */
export async function styleOf(
  deps: InputDeps,
  project: ProjectRow,
  input: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<ImageStyle> {
  const style = project.style ?? {};
  const module = style.moduleId ? await createStyleRepository(deps.db).findById(style.moduleId) : undefined;
  const text = [style.custom_description, module?.description, str(input.styleText)].filter(Boolean).join('. ');
  const imageUrl = str(input.styleImageUrl) ?? style.reference_image_url ?? module?.referenceImageUrl ?? undefined;
  return {
    presetId: style.preset ?? module?.preset ?? undefined,
    text: text || undefined,
    image: await optionalRead(deps, imageUrl, signal),
  };
}
