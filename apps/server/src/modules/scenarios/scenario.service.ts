import {
  DOMAIN_MESSAGES,
  getLimit,
  type Language,
  type Scenario,
  type ScenarioCreateInput,
  type ScenarioListItem,
  type ScenarioUpdateInput,
  type TierConfig,
} from '@sym/contracts';
import { limitReachedError } from '../limits/tier-limit.policy.ts';
import { AppError, conflictError } from '../../errors/app-error.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { ProjectAccess } from '../projects/project-access.policy.ts';
import type { ProjectEntitlements } from '../projects/project-entitlements.ts';
import type { ScenarioStore } from './scenario-store.ts';
import type { ScenarioAccess } from './scenario.policy.ts';
import { scenarioNotFound } from './scenario.policy.ts';
import { presentScenario, presentScenarioListItem } from './scenario.presenter.ts';
import { publishScenarioUpdated, readScenario } from './scenario-reader.ts';
import { isUuid, type ScenarioChanges } from './scenario.repository.ts';
import { scenarioWriteGuard } from './scenario-write-guard.ts';
import { withoutScriptLinks, withStoredScriptLinks } from './scenario-script-links.ts';
import { assertUsableStyleModules } from '../styles/style-usability.ts';

export interface ScenarioServiceDeps {
  store: ScenarioStore;
  projects: ProjectAccess;
  access: ScenarioAccess;
  /** A team's project counts its episodes against the team owner's plan. */
  entitlements: Pick<ProjectEntitlements, 'ofProject'>;
  events: DomainEvents;
}

/** How often a write refused over a field that is back at its base when read again is tried in all. */
const MAX_UNCHANGED_RETRIES = 3;

/** English is always supported, and so is the episode's content language. */
const withRequiredLanguages = (languages: readonly Language[], contentLanguage: Language): Language[] =>
  Array.from(new Set<Language>(['en', ...languages, contentLanguage]));

const projectNotFound = () => new AppError('NOT_FOUND', DOMAIN_MESSAGES.projectNotFound);

/**
 * Refuses (422 on styleModuleId, 'Style module not found') a module the episode may not use: unknown, another
 * user's, or another project's. Usable: the project's own, or the library of its owner or of the actor.
 */
async function assertStyleModule(
  store: ScenarioStore,
  moduleId: string | null | undefined,
  scope: { projectId: string; ownerId: string; actorId: string },
): Promise<void> {
  if (!moduleId) return;
  const styleScope = { projectId: scope.projectId, userIds: [scope.ownerId, scope.actorId] };
  await assertUsableStyleModules(store.styles, [moduleId], styleScope, { field: 'styleModuleId' });
}

/** Episodes ("scenarios"): listing, reading, creating within the tier limit, updating, soft deleting. */
export class ScenarioService {
  constructor(private readonly deps: ScenarioServiceDeps) {}

  /** A project's live episodes with shot counts and durations; needs read access to the project. */
  async listByProject(actorId: string, projectId: string): Promise<ScenarioListItem[]> {
    if (!isUuid(projectId)) throw projectNotFound();
    await this.deps.projects.require(actorId, projectId, 'read');
    const rows = await this.deps.store.scenarios.listByProject(projectId);
    return rows.map(presentScenarioListItem);
  }

  /** One project's episodes, or without a project those of every project the actor owns or works on. */
  async list(actorId: string, projectId: string | undefined): Promise<ScenarioListItem[]> {
    if (projectId !== undefined) return this.listByProject(actorId, projectId);
    const rows = await this.deps.store.scenarios.listForMember(actorId);
    return rows.map(presentScenarioListItem);
  }

  /** An episode with its shots in sequence order; needs read access. */
  async get(actorId: string, scenarioId: string): Promise<Scenario> {
    const { scenario } = await this.deps.access.require(actorId, scenarioId, 'read');
    return readScenario(this.deps.store, scenario);
  }

  /**
   * Creates an episode in a project the actor may write to, within the tier's episodes-per-project limit (the
   * actor's plan; a team's project: its team owner's).
   */
  async create(actorId: string, callerEntitlement: TierConfig, input: ScenarioCreateInput): Promise<Scenario> {
    const { store } = this.deps;
    const { project } = await this.deps.projects.require(actorId, input.projectId, 'write');
    const entitlement = await this.deps.entitlements.ofProject(project, callerEntitlement);
    const limit = getLimit(entitlement, 'scenariosPerProject');
    const baseLanguages = input.supportedLanguages ?? (project.supportedLanguages as Language[]);
    await assertStyleModule(store, input.styleModuleId, { projectId: project.id, ownerId: project.userId, actorId });
    const row = await store.scenarios.createWithinLimit(
      {
        projectId: project.id,
        userId: actorId,
        name: input.name,
        description: input.description ?? null,
        script: input.script ?? null,
        settings: input.settings ?? {},
        metadata: withoutScriptLinks(input.metadata ?? {}),
        supportedLanguages: withRequiredLanguages(baseLanguages, input.contentLanguage),
        aspectRatio: input.aspectRatio,
        contentLanguage: input.contentLanguage,
        originalPrompt: input.originalPrompt ?? null,
        styleModuleId: input.styleModuleId ?? null,
      },
      limit,
    );
    if (!row) {
      throw limitReachedError(entitlement, 'scenariosPerProject');
    }
    const scenario = presentScenario(row, []);
    this.deps.events.publish({ type: 'scenario.created', projectId: row.projectId, actorId, data: scenario });
    return scenario;
  }

  /** Changes an episode's fields (not its shots); needs write access. */
  async update(actorId: string, input: ScenarioUpdateInput): Promise<Scenario> {
    const { store } = this.deps;
    const { scenario: current } = await this.deps.access.require(actorId, input.id, 'write');
    const { id: _id, expectedUpdatedAt: _version, base: _base, baseScript: _baseScript, ...fields } = input;
    if (fields.styleModuleId) {
      const { project } = await this.deps.projects.require(actorId, current.projectId, 'write');
      await assertStyleModule(store, fields.styleModuleId, {
        projectId: project.id,
        ownerId: project.userId,
        actorId,
      });
    }
    const changes: ScenarioChanges = { ...fields };
    if (fields.metadata) changes.metadata = withStoredScriptLinks(fields.metadata, current.metadata);
    const contentLanguage = fields.contentLanguage ?? (current.contentLanguage as Language);
    if (fields.supportedLanguages || fields.contentLanguage) {
      const languages = fields.supportedLanguages ?? (current.supportedLanguages as Language[]);
      changes.supportedLanguages = withRequiredLanguages(languages, contentLanguage);
    }
    const guard = scenarioWriteGuard(input, changes);
    for (let attempt = 1; ; attempt += 1) {
      const row = await store.scenarios.update(current.id, changes, guard);
      if (row) return publishScenarioUpdated(this.deps, actorId, row);
      // A checked field (or the version) moved on since the client read it: someone else saved. Or gone.
      const isGuarded = Boolean(guard.version) || guard.fields !== undefined;
      const latest = isGuarded ? await store.scenarios.findActive(current.id) : undefined;
      if (!latest) throw scenarioNotFound();
      const fields = guard.fields ? await store.scenarios.conflictingFields(latest.id, guard.fields) : undefined;
      // Back at the client's base when read again (a script apply wrote the same text in between): answering a
      // conflict over an unchanged field would show the user one that is not there, so the write tries again.
      if (!guard.version && fields?.length === 0 && attempt < MAX_UNCHANGED_RETRIES) continue;
      throw conflictError(await readScenario(store, latest), fields);
    }
  }

  /**
   * Moves an episode to the Recycle Bin: deleted_at is set and the status kept, so a restore gives it
   * back as it was. Owner and collaborators (write access) may do it.
   */
  async delete(actorId: string, scenarioId: string): Promise<{ id: string }> {
    const { scenario } = await this.deps.access.require(actorId, scenarioId, 'write');
    if (!(await this.deps.store.scenarios.softDelete(scenario.id))) throw scenarioNotFound();
    this.deps.events.publish({
      type: 'scenario.deleted',
      projectId: scenario.projectId,
      actorId,
      data: { id: scenario.id, projectId: scenario.projectId },
    });
    return { id: scenario.id };
  }
}
