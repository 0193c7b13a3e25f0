import {
  MODEL_KINDS,
  MODEL_MESSAGES,
  WORKFLOW_KINDS,
  WORKFLOW_MAX_BYTES,
  WORKFLOW_MESSAGES,
  WORKFLOWS_PER_PROJECT,
  WORKFLOW_MODEL_PREFIX,
  mappingProblems,
  placeholderWorkflow,
  workflowNodes,
  type CustomWorkflow,
  type ModelKind,
  type Pricing,
  type CustomWorkflowCreateInput,
  type CustomWorkflowIdInput,
  type ProjectModels,
  type ProjectModelsPutInput,
} from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import type { CustomWorkflowRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { ProviderFactories } from '../../providers/create-providers.ts';
import { ProviderError } from '../../providers/provider.ts';
import type { ProviderRegistry } from '../../providers/registry.ts';
import type { ModelPrices } from '../admin/site-settings.repository.ts';
import type { ProjectAccess } from '../projects/project-access.policy.ts';
import type { ModelCatalog } from './model-catalog.ts';
import type { ModelResolver } from './model-resolver.ts';
import type { ProjectModelsRepository } from './project-models.repository.ts';

export interface ProjectModelsDeps {
  db: Database;
  access: Pick<ProjectAccess, 'require'>;
  repo: ProjectModelsRepository;
  resolver: Pick<ModelResolver, 'options' | 'choicesInForce' | 'isOffered' | 'providerFor' | 'pricing'>;
  catalog: Pick<ModelCatalog, 'comfyOf'>;
  prices: () => Promise<ModelPrices>;
  make: Pick<ProviderFactories, 'image' | 'video'>;
}

/** One 422 naming the field, like the input schema's. */
function invalid(fields: { field: string; message: string }[]): AppError {
  return new AppError('VALIDATION_ERROR', undefined, fields);
}

/**
 * A project's models (issue 36, custom models): read by whoever reads the project, chosen by its editors, and the
 * ComfyUI workflows it runs, each checked against its mapping (and by the adapter that will run it) before it is kept.
 */
export class ProjectModelsService {
  constructor(private readonly deps: ProjectModelsDeps) {}

  /** The provider a project's kind runs on, for someone who reads the project; the site default without one. */
  async providerFor<Kind extends ModelKind>(
    actorId: string,
    projectId: string | undefined,
    kind: Kind,
  ): Promise<ProviderRegistry[Kind]> {
    if (projectId) await this.deps.access.require(actorId, projectId, 'read');
    return this.deps.resolver.providerFor(projectId ?? null, kind);
  }

  /** What each kind costs in a project, for someone who reads it. */
  async pricing(actorId: string, projectId: string): Promise<Pricing> {
    await this.deps.access.require(actorId, projectId, 'read');
    return this.deps.resolver.pricing(projectId);
  }

  async get(actorId: string, projectId: string): Promise<ProjectModels> {
    await this.deps.access.require(actorId, projectId, 'read');
    return this.present(projectId);
  }

  /** Sets the kinds given; a model the project may not choose for its kind is 422 on that kind. */
  async put(actorId: string, input: ProjectModelsPutInput): Promise<ProjectModels> {
    await this.deps.access.require(actorId, input.id, 'write');
    const workflows = await this.deps.repo.workflows(input.id);
    const changes: Record<string, string | null> = {};
    const problems = [];
    for (const kind of MODEL_KINDS) {
      const id = input[kind];
      if (id === undefined) continue;
      if (id !== null && !this.deps.resolver.isOffered(kind, id, workflows)) {
        problems.push({ field: kind, message: MODEL_MESSAGES.unknownModel });
      }
      changes[kind] = id;
    }
    if (problems.length > 0) throw invalid(problems);
    if (Object.keys(changes).length > 0) await this.deps.repo.setChoices(input.id, changes);
    return this.present(input.id);
  }

  /** Keeps a workflow whose mapping fits it, with the mapped inputs as the adapter's placeholders. */
  async createWorkflow(actorId: string, input: CustomWorkflowCreateInput): Promise<ProjectModels> {
    await this.deps.access.require(actorId, input.id, 'write');
    if (!this.deps.catalog.comfyOf(input.kind)) throw invalid([{ field: 'kind', message: MODEL_MESSAGES.noComfyUi }]);
    if (Buffer.byteLength(JSON.stringify(input.workflow)) > WORKFLOW_MAX_BYTES) {
      throw invalid([{ field: 'workflow', message: WORKFLOW_MESSAGES.tooLarge }]);
    }
    const parsed = workflowNodes(input.workflow);
    if ('problem' in parsed) throw invalid([{ field: 'workflow', message: parsed.problem }]);
    const problems = Object.entries(mappingProblems(parsed.nodes, input.mapping));
    if (problems.length > 0) {
      throw invalid(problems.map(([field, message]) => ({ field: `mapping.${field}`, message: message! })));
    }
    const workflow = placeholderWorkflow(parsed.nodes, input.mapping);
    this.assertRunnable(input.kind, workflow);
    await this.deps.db.transaction(async (tx) => {
      const repo = this.deps.repo.in(tx);
      // Counted without a lock: two uploads at the same moment may both pass at the limit. It keeps a project's
      // list manageable; it is not a quota, and one over is harmless.
      if ((await repo.countWorkflows(input.id)) >= WORKFLOWS_PER_PROJECT) {
        throw invalid([{ field: 'workflow', message: WORKFLOW_MESSAGES.tooMany }]);
      }
      await repo.insertWorkflow({
        projectId: input.id,
        kind: input.kind,
        name: input.name,
        workflow,
        mapping: input.mapping,
        createdBy: actorId,
      });
    });
    return this.present(input.id);
  }

  /** Deletes a workflow; a kind that ran it goes back to the site default. */
  async deleteWorkflow(actorId: string, input: CustomWorkflowIdInput): Promise<ProjectModels> {
    await this.deps.access.require(actorId, input.id, 'write');
    await this.deps.db.transaction(async (tx) => {
      const repo = this.deps.repo.in(tx);
      const row = await repo.workflow(input.id, input.workflowId);
      if (!row) throw new AppError('NOT_FOUND', MODEL_MESSAGES.workflowNotFound);
      const choices = await repo.choices(input.id);
      if (choices[row.kind] === `${WORKFLOW_MODEL_PREFIX}${row.id}`)
        await repo.setChoices(input.id, { [row.kind]: null });
      await repo.deleteWorkflow(input.id, input.workflowId);
    });
    return this.present(input.id);
  }

  /** The adapter's own check (known placeholders, API format): what it would refuse at run time is refused now. */
  private assertRunnable(kind: CustomWorkflowCreateInput['kind'], workflow: Record<string, unknown>): void {
    try {
      if (kind === 'video') this.deps.make.video.comfyui(workflow);
      else this.deps.make.image.comfyui(workflow);
    } catch (error) {
      if (error instanceof ProviderError) throw invalid([{ field: 'workflow', message: error.message }]);
      throw error;
    }
  }

  private async present(projectId: string): Promise<ProjectModels> {
    const [choices, workflows, prices] = await Promise.all([
      this.deps.repo.choices(projectId),
      this.deps.repo.workflows(projectId),
      this.deps.prices(),
    ]);
    const { resolver } = this.deps;
    return {
      choices: resolver.choicesInForce(choices, workflows),
      options: resolver.options(workflows, prices),
      workflows: workflows.map(presentWorkflow),
      workflowKinds: WORKFLOW_KINDS.filter((kind) => this.deps.catalog.comfyOf(kind) !== undefined),
    };
  }
}

function presentWorkflow(row: CustomWorkflowRow): CustomWorkflow {
  return {
    id: row.id,
    kind: row.kind as CustomWorkflow['kind'],
    name: row.name,
    mapping: row.mapping as CustomWorkflow['mapping'],
    nodeCount: Object.keys(row.workflow).length,
    createdAt: row.createdAt.toISOString(),
  };
}
