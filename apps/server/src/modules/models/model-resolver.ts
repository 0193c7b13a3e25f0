import { MODEL_KINDS, WORKFLOW_MODEL_PREFIX, type ModelKind, type ModelOption, type Pricing } from '@sym/contracts';
import type { CustomWorkflowRow } from '../../db/schema.ts';
import type { ProviderFactories } from '../../providers/create-providers.ts';
import { pricingOf, type ProviderRegistry } from '../../providers/registry.ts';
import type { ModelPrices } from '../admin/site-settings.repository.ts';
import type { CatalogEntry, ModelCatalog } from './model-catalog.ts';
import type { ProjectModelsRepository, StoredChoices } from './project-models.repository.ts';

/** What a kind runs on for a project: its provider and what one unit costs. */
export interface ResolvedModel<Kind extends ModelKind = ModelKind> {
  id: string;
  provider: ProviderRegistry[Kind];
  credits: number;
}

export interface ModelResolverDeps {
  catalog: ModelCatalog;
  repo: Pick<ProjectModelsRepository, 'choices' | 'workflows'>;
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
    return (await this.resolve(projectId, kind)).provider;
  }

  /** What one unit of each kind costs for a project. */
  async pricesFor(projectId: string | null): Promise<Record<ModelKind, number>> {
    const [choices, workflows, prices] = await this.load(projectId);
    return Object.fromEntries(
      MODEL_KINDS.map((kind) => [kind, this.pick(kind, choices, workflows, prices).credits]),
    ) as Record<ModelKind, number>;
  }

  /** The pricing table of a project (its models, at their prices), or the site's without one. */
  async pricing(projectId: string | null): Promise<Pricing> {
    const [choices, workflows, prices] = await this.load(projectId);
    const picked = MODEL_KINDS.map((kind) => [kind, this.pick(kind, choices, workflows, prices)] as const);
    return pricingOf(
      Object.fromEntries(picked.map(([kind, model]) => [kind, model.provider])) as unknown as ProviderRegistry,
      Object.fromEntries(picked.map(([kind, model]) => [kind, model.credits])),
    );
  }

  async resolve<Kind extends ModelKind>(projectId: string | null, kind: Kind): Promise<ResolvedModel<Kind>> {
    const [choices, workflows, prices] = await this.load(projectId);
    return this.pick(kind, choices, workflows, prices);
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

  private async load(projectId: string | null) {
    return Promise.all([
      projectId ? this.deps.repo.choices(projectId) : Promise.resolve({} as StoredChoices),
      projectId ? this.deps.repo.workflows(projectId) : Promise.resolve([] as CustomWorkflowRow[]),
      this.deps.prices(),
    ]);
  }

  private pick<Kind extends ModelKind>(
    kind: Kind,
    choices: StoredChoices,
    workflows: readonly CustomWorkflowRow[],
    prices: ModelPrices,
  ): ResolvedModel<Kind> {
    const id = choices[kind];
    const found = id ? this.findChoice(kind, id, workflows) : undefined;
    const chosen: { entry: CatalogEntry; workflow?: CustomWorkflowRow } = found ?? {
      entry: this.deps.catalog.defaultOf(kind),
    };
    if (chosen.workflow) {
      return {
        id: id!,
        provider: this.workflowProvider(kind, chosen.workflow) as ProviderRegistry[Kind],
        credits: priceOf(chosen.entry, prices),
      };
    }
    return {
      id: chosen.entry.id,
      provider: chosen.entry.provider as ProviderRegistry[Kind],
      credits: priceOf(chosen.entry, prices),
    };
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
