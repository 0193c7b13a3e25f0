import { z } from 'zod';
import { Id, Json, LIMITS, Name, Timestamp } from '../limits.ts';
import { MediaUrl } from '../media.ts';
import { STYLE_PRESETS, WIZARD_STYLE_PRESETS, type StylePreset } from '../entities/project.ts';

export const STYLE_MODULE_NOT_FOUND = 'Style module not found';

/** An id taken from a path: an id that is not a UUID answers 404 like any unknown id. */
const StylePathId = z.string().trim().min(1).max(100);

const StyleDescription = z
  .string()
  .max(LIMITS.assetDescriptionMax, `Description must be at most ${LIMITS.assetDescriptionMax} characters`);

/** Without projectId: the user's global library; with it: that project's own modules. */
export const StyleModuleListInput = z.object({ projectId: StylePathId.optional() });
export type StyleModuleListInput = z.infer<typeof StyleModuleListInput>;

export const StyleModuleCreateInput = z.object({
  name: Name,
  description: StyleDescription.optional().nullable(),
  preset: z.enum(STYLE_PRESETS),
  referenceImageUrl: MediaUrl.optional().nullable(),
  settings: Json.optional(),
  projectId: Id.optional().nullable(),
});
export type StyleModuleCreateInput = z.infer<typeof StyleModuleCreateInput>;

export const StyleModuleIdParams = z.object({ id: StylePathId });
export type StyleModuleIdParams = z.infer<typeof StyleModuleIdParams>;

/** Changes to a module; where it lives (global or project) does not change. */
export const StyleModuleUpdateInput = z.object({
  id: StylePathId,
  name: Name.optional(),
  description: StyleDescription.optional().nullable(),
  preset: z.enum(STYLE_PRESETS).optional(),
  referenceImageUrl: MediaUrl.optional().nullable(),
  settings: Json.optional(),
});
export type StyleModuleUpdateInput = z.infer<typeof StyleModuleUpdateInput>;

/** A style module as the API shows it: the entity (every field present, null when unset) plus its settings. */
export const StyleModuleView = z.object({
  id: Id,
  name: z.string(),
  description: z.string().nullable(),
  preset: z.enum(STYLE_PRESETS).nullable(),
  referenceImageUrl: MediaUrl.nullable(),
  /** Null: in the owner's global library. */
  projectId: Id.nullable(),
  userId: Id,
  /** Free-form generation settings. */
  settings: Json,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type StyleModuleView = z.infer<typeof StyleModuleView>;

/** Answer of deleting a style module. */
export const StyleModuleDeleted = z.object({ id: Id });
export type StyleModuleDeleted = z.infer<typeof StyleModuleDeleted>;

export const StylePresetInfo = z.object({
  id: z.enum(STYLE_PRESETS),
  name: z.string(),
  description: z.string(),
  /** Offered by the project wizard (spec §3: five of the fourteen). */
  wizard: z.boolean(),
});
export type StylePresetInfo = z.infer<typeof StylePresetInfo>;

const PRESET_TEXT: Record<StylePreset, { name: string; description: string }> = {
  photorealistic: { name: 'Photorealistic', description: 'Lifelike photography with natural light and detail.' },
  '2d-animation': { name: '2D Animation', description: 'Flat, hand-drawn animation with clean outlines.' },
  '3d-animation': { name: '3D Animation', description: 'Rendered 3D characters and sets, feature-film look.' },
  anime: { name: 'Anime', description: 'Japanese animation style with expressive characters.' },
  'gritty-realism': { name: 'Gritty Realism', description: 'Raw, high-contrast realism with grain and grime.' },
  watercolor: { name: 'Watercolor', description: 'Soft washes of translucent paint on textured paper.' },
  'oil-painting': { name: 'Oil Painting', description: 'Rich, layered brushwork in the manner of classic oils.' },
  'pencil-sketch': { name: 'Pencil Sketch', description: 'Graphite lines and shading on plain paper.' },
  'comic-book': { name: 'Comic Book', description: 'Bold inks, halftone shading and vivid flat colours.' },
  'fantasy-art': { name: 'Fantasy Art', description: 'Epic, painterly worlds of magic and myth.' },
  'sci-fi': { name: 'Sci-Fi', description: 'Futuristic technology, neon and sleek surfaces.' },
  vintage: { name: 'Vintage', description: 'Faded film stock and the colours of decades past.' },
  minimalist: { name: 'Minimalist', description: 'Simple shapes, limited palette and open space.' },
  abstract: { name: 'Abstract', description: 'Non-literal forms, colour and texture over realism.' },
};

/** The 14 presets of spec §3 with display texts, in the spec's order. */
export const STYLE_PRESET_CATALOGUE: readonly StylePresetInfo[] = STYLE_PRESETS.map((id) => ({
  id,
  ...PRESET_TEXT[id],
  wizard: WIZARD_STYLE_PRESETS.includes(id),
}));
