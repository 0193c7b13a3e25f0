import { z } from 'zod';
import { Id, Json, LIMITS, Name, Timestamp } from '../limits.ts';
import { MediaUrl } from '../media.ts';
import { LANGUAGES } from '../i18n.ts';

export const STYLE_PRESETS = [
  'photorealistic',
  '2d-animation',
  '3d-animation',
  'anime',
  'gritty-realism',
  'watercolor',
  'oil-painting',
  'pencil-sketch',
  'comic-book',
  'fantasy-art',
  'sci-fi',
  'vintage',
  'minimalist',
  'abstract',
] as const;
export type StylePreset = (typeof STYLE_PRESETS)[number];
export const WIZARD_STYLE_PRESETS: readonly StylePreset[] = [
  'photorealistic',
  'anime',
  '3d-animation',
  'oil-painting',
  'fantasy-art',
];

export const PROJECT_VISIBILITY = ['private', 'shared', 'public'] as const;
export const ENTITY_STATUS = ['active', 'archived', 'deleted'] as const;

/** Supported languages: English is always included. */
export const SupportedLanguages = z
  .array(z.enum(LANGUAGES))
  .max(LANGUAGES.length)
  .transform((langs) => Array.from(new Set(['en' as const, ...langs])));

export const ProjectStyle = z.object({
  moduleId: Id.nullable().optional(),
  preset: z.enum(STYLE_PRESETS).nullable().optional(),
  reference_image_url: MediaUrl.nullable().optional(),
  custom_description: z.string().max(LIMITS.projectDescriptionMax).nullable().optional(),
});

export const Project = z.object({
  id: Id,
  name: Name,
  description: z.string().max(LIMITS.projectDescriptionMax).optional().nullable(),
  userId: Id,
  seriesId: Id.optional().nullable(),
  visibility: z.enum(PROJECT_VISIBILITY).default('private'),
  status: z.enum(ENTITY_STATUS).default('active'),
  tags: z.array(z.string().max(50)).default([]),
  metadata: Json.default({}),
  supportedLanguages: SupportedLanguages.default(['en']),
  style: ProjectStyle.optional(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Project = z.infer<typeof Project>;

export const ProjectCreateInput = z.object({
  name: Name,
  description: z.string().max(LIMITS.projectDescriptionMax).optional(),
  seriesId: Id.optional().nullable(),
  supportedLanguages: SupportedLanguages.optional(),
  visibility: z.enum(PROJECT_VISIBILITY).optional(),
  tags: z.array(z.string().max(50)).max(50).optional(),
  style: ProjectStyle.optional(),
  /** The team the project is created in (issue 33): the caller needs the editing right there. Absent: the caller's. */
  teamId: Id.optional().nullable(),
});
export type ProjectCreateInput = z.infer<typeof ProjectCreateInput>;

export const Series = z.object({ id: Id, name: Name, userId: Id, createdAt: Timestamp, updatedAt: Timestamp });
export type Series = z.infer<typeof Series>;

/** A reusable visual style: in the global library (projectId null) or a project's own. */
export const StyleModule = z.object({
  id: Id,
  name: Name,
  description: z.string().max(LIMITS.assetDescriptionMax).optional().nullable(),
  preset: z.enum(STYLE_PRESETS).optional().nullable(),
  referenceImageUrl: MediaUrl.optional().nullable(),
  projectId: Id.optional().nullable(),
  userId: Id,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type StyleModule = z.infer<typeof StyleModule>;
