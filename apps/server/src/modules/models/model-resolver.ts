import { MODEL_KINDS, WORKFLOW_MODEL_PREFIX, type ModelKind, type ModelOption, type Pricing } from '@sym/contracts';
import type { CustomWorkflowRow } from '../../db/schema.ts';
import type { ProviderFactories } from '../../providers/create-providers.ts';
import { pricingOf, type ProviderRegistry } from '../../providers/registry.ts';
import type { ModelPrices } from '../admin/site-settings.repository.ts';
import { isUuid } from '../scenarios/scenario.repository.ts';
import type { CatalogEntry, ModelCatalog } from './model-catalog.ts';
import type { ProjectModelsRepository, StoredChoices } from './project-models.repository.ts';

export interface ModelResolverDeps {
  catalog: ModelCatalog;
  repo: Pick<ProjectModelsRepository, 'choices' | 'workflow'>;
  prices: () => Promise<ModelPrices>;
  make: ProviderFactories;
}

/** Workflow providers kept made (a workflow never changes once uploaded); the oldest go past this many. */
const WORKFLOW_PROVIDERS_KEPT = 200;

/**
 * Which model each kind of a project's jobs runs on, and at what price (issue 36, custom models): the project's
 * choice when the site still offers it, else the site default. Jobs ask it when they run; requests when they
 * reserve credits, so a job costs what its model costs.
 */
export class ModelResolver {
  private readonly workflowProviders = new Map<string, ProviderRegistry['image'] | ProviderRegistry['video']>();

  constructor(private readonly deps: ModelResolverDeps) {}

  /** The provider a project's kind runs on (the site default without a project). */
  async providerFor<Kind extends ModelKind>(projectId: string | null, kind: Kind): Promise<ProviderRegistry[Kind]> {
    const chosen = await this.chosen(projectId, kind, await this.choicesOf(projectId));
    return (
      chosen.workflow ? this.workflowProvider(kind, chosen.workflow) : chosen.entry.provider
    ) as ProviderRegistry[Kind];
  }

  /** What one unit of each kind costs for a project. */
  async pricesFor(projectId: string | null): Promise<Record<ModelKind, number>> {
    const picked = await this.pickAll(projectId);
    return Object.fromEntries(picked.map(([kind, model]) => [kind, model.credits])) as Record<ModelKind, number>;
  }

  /** The pricing table of a project (its models, at their prices), or the site's without one. */
  async pricing(projectId: string | null): Promise<Pricing> {
    const picked = await this.pickAll(projectId);
    return pricingOf(
      Object.fromEntries(picked.map(([kind, model]) => [kind, model.provider])) as unknown as ProviderRegistry,
      Object.fromEntries(picked.map(([kind, model]) => [kind, model.credits])),
    );
  }

  /** What a project may choose for each kind: the site's models, then its own workflows where the site runs ComfyUI. */
  options(workflows: readonly CustomWorkflowRow[], prices: ModelPrices): Record<ModelKind, ModelOption[]> {
    const { catalog } = this.deps;
    return Object.fromEntries(
      MODEL_KINDS.map((kind) => {
        const site = catalog.entries(kind).map((entry) => ({
          id: entry.id,
          name: entry.model ?? entry.provider.info.name,
          providerName: entry.provider.info.name,
          credits: priceOf(entry, prices),
          workflowId: null,
        }));
        const comfy = catalog.comfyOf(kind);
        const own = comfy
          ? workflows
              .filter((row) => row.kind === kind)
              .map((row) => ({
                id: `${WORKFLOW_MODEL_PREFIX}${row.id}`,
                name: row.name,
                providerName: comfy.provider.info.name,
                credits: priceOf(comfy, prices),
                workflowId: row.id,
              }))
          : [];
        return [kind, [...site, ...own]];
      }),
    ) as Record<ModelKind, ModelOption[]>;
  }

  /** The choices in force: a stored choice the site no longer offers reads as the default (null). */
  choicesInForce(choices: StoredChoices, workflows: readonly CustomWorkflowRow[]): Record<ModelKind, string | null> {
    return Object.fromEntries(
      MODEL_KINDS.map((kind) => {
        const id = choices[kind];
        return [kind, id && this.findChoice(kind, id, workflows) ? id : null];
      }),
    ) as Record<ModelKind, string | null>;
  }

  /** Whether a model id is one a project with these workflows may choose for a kind. */
  isOffered(kind: ModelKind, id: string, workflows: readonly CustomWorkflowRow[]): boolean {
    return this.findChoice(kind, id, workflows) !== undefined;
  }

  private choicesOf(projectId: string | null): Promise<StoredChoices> {
    return projectId ? this.deps.repo.choices(projectId) : Promise.resolve({});
  }

  /** Every kind's model for a project, with its price: the choices, the prices and only the chosen workflows read. */
  private async pickAll(projectId: string | null) {
    const [choices, prices] = await Promise.all([this.choicesOf(projectId), this.deps.prices()]);
    return Promise.all(
      MODEL_KINDS.map(async (kind) => {
        const chosen = await this.chosen(projectId, kind, choices);
        const provider = chosen.workflow ? this.workflowProvider(kind, chosen.workflow) : chosen.entry.provider;
        return [kind, { provider, credits: priceOf(chosen.entry, prices) }] as const;
      }),
    );
  }

  /**
   * The model a kind runs on: the project's choice when the site still offers it (a workflow of the project read
   * on its own, run on the site's ComfyUI entry and priced as it), else the site default.
   */
  private async chosen(
    projectId: string | null,
    kind: ModelKind,
    choices: StoredChoices,
  ): Promise<{ entry: CatalogEntry; workflow?: CustomWorkflowRow }> {
    const id = choices[kind];
    const fallback = { entry: this.deps.catalog.defaultOf(kind) };
    if (!id) return fallback;
    if (!id.startsWith(WORKFLOW_MODEL_PREFIX)) return this.findChoice(kind, id, []) ?? fallback;
    const comfy = this.deps.catalog.comfyOf(kind);
    const workflowId = id.slice(WORKFLOW_MODEL_PREFIX.length);
    const row =
      comfy && projectId && isUuid(workflowId) ? await this.deps.repo.workflow(projectId, workflowId) : undefined;
    return comfy && row?.kind === kind ? { entry: comfy, workflow: row } : fallback;
  }

  /** A site model of the kind, or a workflow of the project with the site's ComfyUI entry it runs on (and is priced as). */
  private findChoice(
    kind: ModelKind,
    id: string,
    workflows: readonly CustomWorkflowRow[],
  ): { entry: CatalogEntry; workflow?: CustomWorkflowRow } | undefined {
    if (!id.startsWith(WORKFLOW_MODEL_PREFIX)) {
      const entry = this.deps.catalog.find(kind, id);
      return entry && { entry };
    }
    const comfy = this.deps.catalog.comfyOf(kind);
    const workflow = workflows.find((row) => row.kind === kind && `${WORKFLOW_MODEL_PREFIX}${row.id}` === id);
    return comfy && workflow ? { entry: comfy, workflow } : undefined;
  }

  private workflowProvider(kind: ModelKind, row: CustomWorkflowRow) {
    const kept = this.workflowProviders.get(row.id);
    if (kept) return kept;
    const provider =
      kind === 'video' ? this.deps.make.video.comfyui(row.workflow) : this.deps.make.image.comfyui(row.workflow);
    this.workflowProviders.set(row.id, provider);
    if (this.workflowProviders.size > WORKFLOW_PROVIDERS_KEPT) {
      this.workflowProviders.delete(this.workflowProviders.keys().next().value!);
    }
    return provider;
  }
}

/** A model's price: the administrator's, else what its provider declares. */
export function priceOf(entry: CatalogEntry, prices: ModelPrices): number {
  return prices[entry.id] ?? entry.provider.info.creditsPerUnit;
}
