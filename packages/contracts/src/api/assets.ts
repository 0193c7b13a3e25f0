import { z } from 'zod';
import { CharacterVoiceSettings } from '../entities/character-voice.ts';
import { ASSET_TYPES, DEFAULT_ASSET_TYPE, VARIANT_STATUSES, VariantImageView } from '../entities/asset.ts';
import { ExpectedVersion, Id, Json, LIMITS, Name } from '../limits.ts';
import { MediaUrl } from '../media.ts';

/** Largest reference image accepted by the upload (bytes). */
export const REFERENCE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The multipart field that carries the reference image (spec §5). */
export const REFERENCE_IMAGE_FIELD = 'image';
/** Most variant ids one variant-images batch may ask for (the client's largest chunk, spec §9). */
export const VARIANT_IMAGES_BATCH_MAX = 50;

export const ASSET_MESSAGES = {
  notAnImage: 'Please select an image file (PNG, JPEG, WebP or GIF)',
  imageTooLarge: 'File size must be less than 10MB',
  variantNameRequired: 'Variant name is required',
  variantNotFound: 'Variant not found',
  imageNotFound: 'Image not found',
  modificationNotFound: 'Modification not found',
  instructionsRequired: 'Instructions are required',
  defaultVariantExists: 'The asset already has a Default variant',
  defaultVariantRename: 'The Default variant keeps its name',
  defaultVariantInUse: 'The Default variant cannot be deleted while other variants exist',
} as const;

const FIELD_ALIASES: Record<string, string> = { project_id: 'projectId', assetId: 'id', asset_id: 'id' };

/** Accepts the spellings some payloads use (project_id, assetId) for the canonical field names. */
function withFieldAliases<S extends z.ZodType>(schema: S) {
  return z.preprocess((raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
    const copy: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
    for (const [alias, canonical] of Object.entries(FIELD_ALIASES)) {
      if (copy[canonical] === undefined && copy[alias] !== undefined) copy[canonical] = copy[alias];
      delete copy[alias];
    }
    return copy;
  }, schema);
}

const Description = z.string().max(LIMITS.assetDescriptionMax).nullable();
const Folder = z.string().trim().max(100).nullable();
const Tags = z.array(z.string().trim().min(1).max(50)).max(50);
const StyleModuleIds = z.array(Id).max(50);
const VariantName = z.string().trim().min(1, ASSET_MESSAGES.variantNameRequired).max(LIMITS.nameMax);

export const AssetListByProjectInput = z.object({
  projectId: Id,
  type: z.enum(ASSET_TYPES).optional(),
  folder: z.string().trim().max(100).optional(),
  search: z.string().trim().max(100).optional(),
});
export type AssetListByProjectInput = z.infer<typeof AssetListByProjectInput>;

export const AssetListInput = withFieldAliases(AssetListByProjectInput);

export const AssetIdInput = withFieldAliases(z.object({ id: Id }));
export type AssetIdInput = z.infer<typeof AssetIdInput>;

export const ASSET_VOICE_MESSAGES = { characterOnly: 'Only a character has a voice' } as const;

/** A character's voice, set or replaced (the speech provider must offer `voice`); its samples stay as they are. */
export const AssetVoicePutInput = CharacterVoiceSettings.extend({ id: Id });
export type AssetVoicePutInput = z.infer<typeof AssetVoicePutInput>;

/** One sample clip of a character's voice. */
export const VoiceSampleIdInput = withFieldAliases(z.object({ id: Id, sampleId: Id }));
export type VoiceSampleIdInput = z.infer<typeof VoiceSampleIdInput>;

/** Path of the multipart voice-sample upload of a character (HTTP only: not in the operation table). */
export const VOICE_SAMPLE_UPLOAD_PATH = '/api/upload/asset/:id/voice-sample';
export const VoiceSampleUploadParams = z.object({ id: Id });

/** What the speech provider in use can do besides speaking: clone a voice from samples. */
export const SpeechCapabilities = z.object({
  providerId: z.string(),
  providerName: z.string(),
  canClone: z.boolean(),
});
export type SpeechCapabilities = z.infer<typeof SpeechCapabilities>;

export const AssetCreateFields = z.object({
  name: Name,
  description: Description.optional(),
  type: z.enum(ASSET_TYPES).default(DEFAULT_ASSET_TYPE),
  projectId: Id,
  /** Create it in the bible of the project's series, for every project of the series (422 outside a series). */
  inSeriesBible: z.boolean().default(false),
  folder: Folder.optional(),
  attachedStyleModules: StyleModuleIds.default([]),
  tags: Tags.default([]),
  metadata: Json.default({}),
});
export type AssetCreateFields = z.infer<typeof AssetCreateFields>;
export const AssetCreateInput = withFieldAliases(AssetCreateFields);

export const AssetUpdateFields = z.object({
  id: Id,
  expectedUpdatedAt: ExpectedVersion,
  name: Name.optional(),
  description: Description.optional(),
  type: z.enum(ASSET_TYPES).optional(),
  status: z.enum(['active', 'archived']).optional(),
  folder: Folder.optional(),
  imageUrl: MediaUrl.nullable().optional(),
  attachedStyleModules: StyleModuleIds.optional(),
  tags: Tags.optional(),
  metadata: Json.optional(),
});
export type AssetUpdateFields = z.infer<typeof AssetUpdateFields>;
/** Accepts the fields flat or inside `updates` (the socket's assets:update shape). */
export const AssetUpdateInput = z.preprocess((raw) => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const { updates, ...rest } = raw as Record<string, unknown>;
  return typeof updates === 'object' && updates !== null && !Array.isArray(updates) ? { ...updates, ...rest } : raw;
}, withFieldAliases(AssetUpdateFields));

export const VariantCreateInput = withFieldAliases(
  z.object({ id: Id, variant_name: VariantName, description: Description.optional() }),
);
export type VariantCreateInput = z.infer<typeof VariantCreateInput>;

/** Variant update: any invalid body answers 'Invalid request' (spec §8), checked by the service. */
export const VariantUpdateInput = withFieldAliases(
  z.object({
    id: Id,
    generationId: Id,
    variant_name: VariantName.optional(),
    description: Description.optional(),
    status: z.enum(VARIANT_STATUSES).optional(),
    is_primary: z.boolean().optional(),
  }),
);
export type VariantUpdateInput = z.infer<typeof VariantUpdateInput>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const { $schema: _dialect, ...variantUpdateDocument } = z.toJSONSchema(VariantUpdateInput, {
  io: 'input',
  target: 'draft-2020-12',
});

/**
 * The variant update's contract input: documented (and typed for callers) as VariantUpdateInput, but any object
 * passes here, so the handler's own check (VariantUpdateInput plus "at least one field") answers every invalid
 * body with 'Invalid request' (spec §8) rather than the generic 'Validation error'.
 */
export const VariantUpdateRequest = z
  .custom<z.input<typeof VariantUpdateInput>>(isPlainObject)
  .pipe(z.record(z.string(), z.unknown()))
  .meta(variantUpdateDocument);

export const VariantIdInput = withFieldAliases(z.object({ id: Id, generationId: Id }));
export type VariantIdInput = z.infer<typeof VariantIdInput>;

export const VariantImagesListInput = z.object({ generationId: Id });

export const VariantImagesBatchInput = z.object({ generationIds: z.array(Id).max(VARIANT_IMAGES_BATCH_MAX) });
export type VariantImagesBatchInput = z.infer<typeof VariantImagesBatchInput>;

/** An image by id; the nested alias route also names its asset and variant, which must then match. */
export const VariantImageIdInput = withFieldAliases(
  z.object({ imageId: Id, id: Id.optional(), generationId: Id.optional() }),
);
export type VariantImageIdInput = z.infer<typeof VariantImageIdInput>;

/** What the asset, variant, image and modification deletes answer: the id removed. */
export const AssetDeleteResult = z.object({ id: Id, deleted: z.literal(true) });
export type AssetDeleteResult = z.infer<typeof AssetDeleteResult>;

/** Images of several variants by variant id; ids unknown or not readable map to an empty list. */
export const VariantImagesByVariant = z.record(z.string(), z.array(VariantImageView));
export type VariantImagesByVariant = z.infer<typeof VariantImagesByVariant>;

export const ModificationAddFields = z.object({
  id: Id,
  generationId: Id,
  instructions: z
    .string({ error: ASSET_MESSAGES.instructionsRequired })
    .trim()
    .min(1, ASSET_MESSAGES.instructionsRequired)
    .max(LIMITS.assetDescriptionMax),
  modificationImageUrl: MediaUrl.nullable().optional(),
});
export const ModificationAddInput = withFieldAliases(ModificationAddFields);
export type ModificationAddInput = z.infer<typeof ModificationAddInput>;

export const ModificationIdInput = withFieldAliases(z.object({ id: Id, generationId: Id, modificationId: Id }));
export type ModificationIdInput = z.infer<typeof ModificationIdInput>;

/** Path of the multipart reference-image upload (HTTP only: not in the operation table). */
export const REFERENCE_IMAGE_UPLOAD_PATH = '/api/upload/asset/:id/reference';
export const ReferenceImageUploadParams = z.object({ id: Id });
