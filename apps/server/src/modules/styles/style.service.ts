import {
  DOMAIN_MESSAGES,
  Id,
  STYLE_PRESET_CATALOGUE,
  type StyleModuleCreateInput,
  type StyleModuleUpdateInput,
  type StyleModuleView,
  type StylePresetInfo,
} from '@sym/contracts';
import type { StyleModuleRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { ProjectAccess } from '../projects/project-access.policy.ts';
import { styleModuleNotFound, type StyleAccess } from './style.policy.ts';
import { presentStyleModule } from './style.presenter.ts';
import type { StyleRepository } from './style.repository.ts';

export interface StyleServiceDeps {
  styles: StyleRepository;
  projects: ProjectAccess;
  access: StyleAccess;
  events: DomainEvents;
}

/** Style modules: the user's global library and projects' own modules, plus the preset catalogue. */
export class StyleService {
  constructor(private readonly deps: StyleServiceDeps) {}

  /** The 14 style presets with display texts and the wizard flag. */
  presets(): readonly StylePresetInfo[] {
    return STYLE_PRESET_CATALOGUE;
  }

  /** Without a project: the actor's global library; with one: that project's modules (read access). */
  async list(actorId: string, projectId: string | undefined): Promise<StyleModuleView[]> {
    if (projectId === undefined) return (await this.deps.styles.listGlobal(actorId)).map(presentStyleModule);
    if (!Id.safeParse(projectId).success) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.projectNotFound);
    await this.deps.projects.require(actorId, projectId, 'read');
    return (await this.deps.styles.listByProject(projectId)).map(presentStyleModule);
  }

  /** Creates a module in the actor's global library, or in a project the actor may write to. */
  async create(actorId: string, input: StyleModuleCreateInput): Promise<StyleModuleView> {
    if (input.projectId) await this.deps.projects.require(actorId, input.projectId, 'write');
    const row = await this.deps.styles.insert({
      userId: actorId,
      projectId: input.projectId ?? null,
      name: input.name,
      description: input.description ?? null,
      preset: input.preset,
      referenceImageUrl: input.referenceImageUrl ?? null,
      settings: input.settings ?? {},
    });
    const module = presentStyleModule(row);
    this.deps.events.publish({ type: 'style.created', projectId: row.projectId, actorId, data: module });
    return module;
  }

  /** One module the actor may see. */
  async get(actorId: string, id: string): Promise<StyleModuleView> {
    return presentStyleModule(await this.loadFor(actorId, id, 'read'));
  }

  /** Changes a module the actor may edit. */
  async update(actorId: string, input: StyleModuleUpdateInput): Promise<StyleModuleView> {
    const current = await this.loadFor(actorId, input.id, 'write');
    const { id: _id, ...changes } = input;
    const row = await this.deps.styles.update(current.id, changes);
    if (!row) throw styleModuleNotFound();
    const module = presentStyleModule(row);
    this.deps.events.publish({ type: 'style.updated', projectId: row.projectId, actorId, data: module });
    return module;
  }

  /** Deletes a module the actor may edit. */
  async delete(actorId: string, id: string): Promise<{ id: string }> {
    const current = await this.loadFor(actorId, id, 'write');
    if (!(await this.deps.styles.delete(current.id))) throw styleModuleNotFound();
    this.deps.events.publish({
      type: 'style.deleted',
      projectId: current.projectId,
      actorId,
      data: { id: current.id, projectId: current.projectId },
    });
    return { id: current.id };
  }

  /** The module when it exists and the actor may act on it at `level`; else 404. */
  private async loadFor(actorId: string, id: string, level: 'read' | 'write'): Promise<StyleModuleRow> {
    const row = await this.deps.styles.findById(id);
    if (!row) throw styleModuleNotFound();
    await this.deps.access.require(actorId, row, level);
    return row;
  }
}
