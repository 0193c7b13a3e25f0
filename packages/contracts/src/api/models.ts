import { z } from 'zod';
import { WORKFLOW_KINDS, WorkflowMapping } from '../entities/comfy-workflow-mapping.ts';
import { Id, Timestamp } from '../limits.ts';

/**
 * Custom models (issue 36, `custom_models`): the site offers models of each kind (its settings, providers/README),
 * an administrator sets what each costs, and a project chooses one per kind, or runs a ComfyUI workflow of its own.
 */

/** The kinds a project chooses a model for. */
export const MODEL_KINDS = ['image', 'video', 'speech', 'text', 'lipsync'] as const;
export type ModelKind = (typeof MODEL_KINDS)[number];

/** Most credits one unit of a model can cost. */
export const MODEL_PRICE_MAX = 10_000;

/** A project's own workflow as a model id: `workflow:<id>`. */
export const WORKFLOW_MODEL_PREFIX = 'workflow:';
export const workflowModelId = (workflowId: string) => `${WORKFLOW_MODEL_PREFIX}${workflowId}`;

const ModelId = z.string().trim().min(1).max(300);

/** A model the site offers, with its price (the administrator's, else the provider's own). */
export const SiteModel = z.object({
  /** `kind:provider` or `kind:provider:model`, e.g. `image:replicate:black-forest-labs/flux-dev`. */
  id: ModelId,
  kind: z.enum(MODEL_KINDS),
  providerId: z.string(),
  providerName: z.string(),
  /** The vendor's model (a ComfyUI workflow's file name); null for a provider with one model. */
  model: z.string().nullable(),
  /** Credits per unit (image, clip, line, request). */
  credits: z.number().int().min(0),
  /** What the provider declares, used while no administrator set a price. */
  defaultCredits: z.number().int().min(0),
  /** The one projects use while they choose none. */
  isDefault: z.boolean(),
});
export type SiteModel = z.infer<typeof SiteModel>;

/** A ComfyUI workflow uploaded for a project, without its graph. */
export const CustomWorkflow = z.object({
  id: Id,
  kind: z.enum(WORKFLOW_KINDS),
  name: z.string(),
  mapping: WorkflowMapping,
  nodeCount: z.number().int(),
  createdAt: Timestamp,
});
export type CustomWorkflow = z.infer<typeof CustomWorkflow>;

/** One choice a project has for a kind. */
export const ModelOption = z.object({
  id: ModelId,
  name: z.string(),
  providerName: z.string(),
  credits: z.number().int().min(0),
  /** The project's workflow this option runs; null for a site model. */
  workflowId: Id.nullable(),
});
export type ModelOption = z.infer<typeof ModelOption>;

const Choices = z.object(
  Object.fromEntries(MODEL_KINDS.map((kind) => [kind, ModelId.nullable()])) as Record<
    ModelKind,
    z.ZodNullable<typeof ModelId>
  >,
);

/** A project's models: its choice per kind (null: the site's default), what it may choose, and its workflows. */
export const ProjectModels = z.object({
  choices: Choices,
  options: z.object(
    Object.fromEntries(MODEL_KINDS.map((kind) => [kind, z.array(ModelOption)])) as Record<
      ModelKind,
      z.ZodArray<typeof ModelOption>
    >,
  ),
  workflows: z.array(CustomWorkflow),
  /** The kinds the site runs ComfyUI for: a project may upload workflows of these kinds. */
  workflowKinds: z.array(z.enum(WORKFLOW_KINDS)),
});
export type ProjectModels = z.infer<typeof ProjectModels>;

export const ProjectModelsInput = z.object({ id: Id });
export type ProjectModelsInput = z.infer<typeof ProjectModelsInput>;

/** The kinds to change: a model id of the options, or null for the site's default; a kind left out stays. */
export const ProjectModelsPutInput = z.object({
  id: Id,
  ...(Object.fromEntries(MODEL_KINDS.map((kind) => [kind, ModelId.nullable().optional()])) as Record<
    ModelKind,
    z.ZodOptional<z.ZodNullable<typeof ModelId>>
  >),
});
export type ProjectModelsPutInput = z.infer<typeof ProjectModelsPutInput>;

export const CustomWorkflowCreateInput = z.object({
  id: Id,
  name: z.string().trim().min(1).max(100),
  kind: z.enum(WORKFLOW_KINDS),
  /** The API-format workflow JSON (checked against the mapping). */
  workflow: z.record(z.string(), z.unknown()),
  mapping: WorkflowMapping,
});
export type CustomWorkflowCreateInput = z.infer<typeof CustomWorkflowCreateInput>;

export const CustomWorkflowIdInput = z.object({ id: Id, workflowId: Id });
export type CustomWorkflowIdInput = z.infer<typeof CustomWorkflowIdInput>;

export const AdminModelPriceInput = z.object({
  modelId: ModelId,
  /** Credits per unit; null goes back to the provider's own price. */
  credits: z.number().int().min(0).max(MODEL_PRICE_MAX).nullable(),
});
export type AdminModelPriceInput = z.infer<typeof AdminModelPriceInput>;

export const MODEL_MESSAGES = {
  unknownModel: 'This model is not offered for this kind',
  workflowNotFound: 'Workflow not found',
  noComfyUi: 'This site runs no ComfyUI for this kind, so it cannot run a workflow',
  modelNotFound: 'Model not found',
} as const;
