// The world of the stored-files property test (stored-files-property.api.test.ts): what a seeded run made, and
// the steps two users take at random through the HTTP API, each when the world allows it.
import sharp from 'sharp';
import { expect } from 'vitest';
import {
  REFERENCE_IMAGE_UPLOAD_PATH,
  STYLE_REFERENCE_UPLOAD_PATH,
  type AuthResult,
  type JobTicket,
  type ProjectView,
  type RecycleBinItem,
  type Scenario,
  type Shot,
  type VoiceClip,
} from '@sym/contracts';
import { uploadFile } from './fixtures.ts';
import { seededRandom } from './fuzz-inputs.ts';
import { waitForJob } from './jobs.ts';
import type { ApiBody, TestResponse, TestServer } from './test-server.ts';

// The run's own names for what it made (P1, A2, E3, S4, M5): stable across replays, unlike the ids.
export type Member = { account: AuthResult; label: string };
export type ProjectNode = { id: string; label: string; owner: Member; collaborator?: Member; deleted: boolean };
export type ContentNode = { id: string; label: string; project: ProjectNode; deleted: boolean };
export type StyleNode = { id: string; label: string; owner: Member; project?: ProjectNode };
export type ShotNode = { id: string; label: string; scenario: ContentNode; hasImage: boolean };

/** What the run made and where it stands: the steps choose among these and keep them up to date. */
export class World {
  projects: ProjectNode[] = [];
  assets: ContentNode[] = [];
  scenarios: ContentNode[] = [];
  shots: ShotNode[] = [];
  styles: StyleNode[] = [];
  private counter = 0;
  constructor(readonly users: Member[]) {}

  label(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }
  liveProjects = () => this.projects.filter((project) => !project.deleted);
  liveAssets = () => this.assets.filter((asset) => !asset.deleted && !asset.project.deleted);
  liveScenarios = () => this.scenarios.filter((scenario) => !scenario.deleted && !scenario.project.deleted);
  /** Modules of the users' libraries and of live projects. */
  liveStyles = () => this.styles.filter((style) => !style.project?.deleted);
  liveShots = () => this.shots.filter((shot) => this.liveScenarios().includes(shot.scenario));
  /** The owner and the collaborator, who may both edit the project's content. */
  members = (project: ProjectNode) => [project.owner, ...(project.collaborator ? [project.collaborator] : [])];
  /** Content of the owner's projects in the Recycle Bin, and their deleted projects. */
  binOf = (owner: Member) => [
    ...this.projects
      .filter((project) => project.owner === owner && project.deleted)
      .map((node) => ({ type: 'project', node })),
    ...this.scenarios
      .filter((scenario) => scenario.project.owner === owner && scenario.deleted)
      .map((node) => ({ type: 'scenario', node })),
    ...this.assets
      .filter((asset) => asset.project.owner === owner && asset.deleted)
      .map((node) => ({ type: 'asset', node })),
  ];
  forgetProject(project: ProjectNode): void {
    this.projects = this.projects.filter((node) => node !== project);
    this.assets = this.assets.filter((asset) => asset.project !== project);
    this.styles = this.styles.filter((style) => style.project !== project);
    this.forgetScenarios((scenario) => scenario.project === project);
  }
  /** An account deleted: its projects and library go; what it made in others' projects stays with their owners. */
  forgetUser(user: Member): void {
    for (const project of this.projects.filter((node) => node.owner === user)) this.forgetProject(project);
    for (const project of this.projects) if (project.collaborator === user) delete project.collaborator;
    this.styles = this.styles.filter((style) => style.owner !== user);
  }
  forgetScenarios(gone: (scenario: ContentNode) => boolean): void {
    this.scenarios = this.scenarios.filter((scenario) => !gone(scenario));
    this.shots = this.shots.filter((shot) => this.scenarios.includes(shot.scenario));
  }
}

/** One run of one seed: the server, the seeded choices, the world and the step log printed on failure. */
export class Run {
  readonly world: World;
  readonly log: string[] = [];
  private readonly random: () => number;
  /** Jobs whose completion event went out. */
  private readonly completed = new Set<string>();
  constructor(
    readonly server: TestServer,
    seed: number,
    users: Member[],
  ) {
    this.random = seededRandom(seed);
    this.world = new World(users);
    server.services.events.subscribe((event) => {
      if (event.type === 'generation.completed') this.completed.add(event.data.id);
    });
  }
  int = (n: number) => Math.floor(this.random() * n);
  pick = <T>(items: readonly T[]): T => items[this.int(items.length)]!;
  chance = (p: number) => this.random() < p;

  /** Notes what the step does (the log line grows with the status of each call). */
  note(text: string): void {
    this.log.push(text);
  }

  /** An API call whose status must be one of `accepted` (never a 5xx); answers its data on 200. */
  async call<T>(method: string, urlPath: string, who: Member, body?: unknown, accepted = [200]) {
    const response = await this.server.request(method, urlPath, { token: who.account.accessToken, body });
    return this.settle<T>(`${method} ${urlPath}`, response, accepted);
  }

  /** A multipart upload of a small PNG (a size and colour of the seed), checked like `call`. */
  async upload<T>(urlPath: string, who: Member): Promise<T | undefined> {
    const [r, g, b] = [this.int(256), this.int(256), this.int(256)];
    const bytes = await sharp({
      create: { width: 4 + this.int(60), height: 4 + this.int(60), channels: 3, background: { r, g, b } },
    })
      .png()
      .toBuffer();
    const file = { bytes, name: 'picture.png', type: 'image/png' };
    const response = await uploadFile(this.server, urlPath, file, who.account.accessToken);
    return this.settle<T>(`POST ${urlPath}`, response, [200, 403]);
  }

  private settle<T>(what: string, response: TestResponse<ApiBody>, accepted: number[]): T | undefined {
    this.log[this.log.length - 1] += ` → ${response.status}`;
    expect(accepted, `${what} answered ${response.status}: ${response.text}`).toContain(response.status);
    return response.status === 200 ? (response.body.data as T) : undefined;
  }

  /** Waits for a generation job; the local providers always finish it. */
  async finished(who: Member, ticket: Pick<JobTicket, 'queue' | 'jobId'>): Promise<void> {
    const job = await waitForJob(this.server, who.account.accessToken, ticket as JobTicket);
    this.log[this.log.length - 1] += ` job ${job.status}`;
    expect(job.status, job.error ?? '').toBe('completed');
    // A job reads 'completed' once its transaction commits; the files its target does not take (a shot image's
    // small rendition) go a moment later, before its completion event: the step ends with that event.
    for (const deadline = Date.now() + 20_000; !this.completed.has(ticket.jobId);) {
      expect(Date.now(), `no completion event for job ${ticket.jobId}`).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

const STYLE_PRESETS = ['anime', 'photorealistic', 'gritty-realism'] as const;

/** Reads the new project's content into the world (a clone): its live assets, episodes and shots, by name. */
export async function adoptProject(run: Run, project: ProjectNode): Promise<void> {
  const { world, server } = run;
  const token = project.owner.account.accessToken;
  const read = async <T>(urlPath: string) => (await server.request('GET', urlPath, { token })).body.data as T;
  const byName = <T extends { name: string }>(items: T[]) => [...items].sort((a, b) => a.name.localeCompare(b.name));
  for (const asset of byName(await read<{ id: string; name: string }[]>(`/api/assets/project/${project.id}`))) {
    world.assets.push({ id: asset.id, label: world.label('A'), project, deleted: false });
  }
  for (const listed of byName(await read<Scenario[]>(`/api/scenarios/project/${project.id}`))) {
    const scenario = { id: listed.id, label: world.label('E'), project, deleted: false };
    world.scenarios.push(scenario);
    const shots = await read<Shot[]>(`/api/scenarios/${scenario.id}/shots`);
    for (const shot of [...shots].sort((a, b) => a.sequence - b.sequence)) {
      world.shots.push({ id: shot.id, label: world.label('S'), scenario, hasImage: Boolean(shot.imageUrl) });
    }
  }
}

export interface StepKind {
  weight: number;
  applies(world: World): boolean;
  run(run: Run): Promise<void>;
}

/** What a user may do, each when the world allows it; weights favour making things over removing them. */
export const STEP_KINDS: StepKind[] = [
  {
    weight: 4,
    applies: (world) => world.liveProjects().length < 4,
    async run(run) {
      const owner = run.pick(run.world.users);
      const label = run.world.label('P');
      run.note(`${owner.label} creates project ${label}`);
      const project = await run.call<ProjectView>('POST', '/api/projects', owner, { name: label }, [200, 403]);
      if (project) run.world.projects.push({ id: project.id, label, owner, deleted: false });
    },
  },
  {
    weight: 2,
    applies: (world) => world.liveProjects().some((project) => !project.collaborator),
    async run(run) {
      const project = run.pick(run.world.liveProjects().filter((node) => !node.collaborator));
      const guest = run.world.users.find((user) => user !== project.owner)!;
      run.note(`${project.owner.label} adds ${guest.label} to ${project.label}`);
      const body = { email: guest.account.user.email };
      if (await run.call('POST', `/api/projects/${project.id}/collaborators`, project.owner, body))
        project.collaborator = guest;
    },
  },
  {
    weight: 6,
    applies: (world) => world.liveProjects().length > 0,
    async run(run) {
      const project = run.pick(run.world.liveProjects());
      const who = run.pick(run.world.members(project));
      const isAsset = run.chance(0.5);
      const label = run.world.label(isAsset ? 'A' : 'E');
      run.note(`${who.label} creates ${isAsset ? 'asset' : 'episode'} ${label} in ${project.label}`);
      const body = { name: label, projectId: project.id, description: 'an old lighthouse keeper' };
      const urlPath = isAsset ? '/api/assets' : '/api/scenarios';
      const made = await run.call<{ id: string }>('POST', urlPath, who, body, [200, 403]);
      if (made)
        (isAsset ? run.world.assets : run.world.scenarios).push({ id: made.id, label, project, deleted: false });
    },
  },
  {
    weight: 6,
    applies: (world) => world.liveScenarios().length > 0,
    async run(run) {
      const scenario = run.pick(run.world.liveScenarios());
      const who = run.pick(run.world.members(scenario.project));
      const label = run.world.label('S');
      run.note(`${who.label} creates shot ${label} in ${scenario.label}`);
      const body = { description: 'A fisherman on the pier at dawn', duration: 2, animationInstructions: 'pan left' };
      const shot = await run.call<Shot>('POST', `/api/scenarios/${scenario.id}/shots`, who, body, [200, 403]);
      if (shot) run.world.shots.push({ id: shot.id, label, scenario, hasImage: false });
    },
  },
  {
    weight: 4,
    applies: (world) => world.liveAssets().length > 0,
    async run(run) {
      const asset = run.pick(run.world.liveAssets());
      const who = run.pick(run.world.members(asset.project));
      run.note(`${who.label} uploads a reference image to ${asset.label}`);
      await run.upload(REFERENCE_IMAGE_UPLOAD_PATH.replace(':id', asset.id), who);
    },
  },
  {
    weight: 3,
    applies: () => true,
    async run(run) {
      const who = run.pick(run.world.users);
      const projects = run.world.liveProjects().filter((project) => run.world.members(project).includes(who));
      const project = projects.length > 0 && run.chance(0.8) ? run.pick(projects) : undefined;
      const asModule = !project || run.chance(0.4);
      const target = `${asModule ? 'a style module' : 'the style'} of ${project?.label ?? 'their library'}`;
      run.note(`${who.label} uploads a style reference and sets it as ${target}`);
      const uploaded = await run.upload<{ url: string }>(STYLE_REFERENCE_UPLOAD_PATH, who);
      if (!uploaded) return;
      const preset = run.pick(STYLE_PRESETS);
      if (asModule) {
        const label = run.world.label('M');
        const body = { name: label, preset, referenceImageUrl: uploaded.url, projectId: project?.id };
        const module = await run.call<{ id: string }>('POST', '/api/style-modules', who, body);
        if (module) run.world.styles.push({ id: module.id, label, owner: who, project });
      } else {
        const style = { preset, reference_image_url: uploaded.url };
        await run.call('PATCH', `/api/projects/${project!.id}`, who, { style });
      }
    },
  },
  {
    weight: 2,
    applies: (world) => world.liveStyles().length > 0,
    async run(run) {
      const style = run.pick(run.world.liveStyles());
      const who = style.project ? run.pick(run.world.members(style.project)) : style.owner;
      run.note(`${who.label} deletes style module ${style.label}`);
      await run.call('DELETE', `/api/style-modules/${style.id}`, who);
      run.world.styles = run.world.styles.filter((node) => node !== style);
    },
  },
  {
    weight: 2,
    applies: (world) => world.liveAssets().length > 0,
    async run(run) {
      const asset = run.pick(run.world.liveAssets());
      const who = run.pick(run.world.members(asset.project));
      run.note(`${who.label} removes the reference images of ${asset.label}`);
      await run.call('DELETE', `/api/assets/${asset.id}/reference-image`, who);
    },
  },
  {
    weight: 10,
    applies: (world) => world.liveShots().length > 0,
    async run(run) {
      const shot = run.pick(run.world.liveShots());
      const who = run.pick(run.world.members(shot.scenario.project));
      const isVideo = shot.hasImage && run.chance(0.5);
      run.note(`${who.label} generates ${isVideo ? 'a video' : 'an image'} for ${shot.label}`);
      const urlPath = `/api/scenarios/${shot.scenario.id}/shots/${shot.id}/${isVideo ? 'generate-video' : 'generate'}`;
      const ticket = await run.call<JobTicket>('POST', urlPath, who, {}, [200, 403]);
      if (!ticket) return;
      await run.finished(who, ticket);
      shot.hasImage = true;
    },
  },
  {
    weight: 4,
    applies: (world) => world.liveScenarios().length > 0,
    async run(run) {
      const scenario = run.pick(run.world.liveScenarios());
      const who = run.pick(run.world.members(scenario.project));
      run.note(`${who.label} speaks a line in ${scenario.label}`);
      const body = { text: 'The tide is coming in.' };
      const clip = await run.call<VoiceClip>(
        'POST',
        `/api/scenarios/${scenario.id}/voice-clips`,
        who,
        body,
        [200, 403],
      );
      if (clip?.jobId) await run.finished(who, { queue: 'speech-generation', jobId: clip.jobId });
    },
  },
  {
    weight: 3,
    applies: (world) => world.liveProjects().length > 0 && world.liveProjects().length < 4,
    async run(run) {
      const source = run.pick(run.world.liveProjects());
      const who = run.pick(run.world.members(source));
      const label = run.world.label('P');
      run.note(`${who.label} clones ${source.label} as ${label}`);
      const copy = await run.call<ProjectView>('POST', `/api/projects/${source.id}/clone`, who, undefined, [200, 403]);
      if (!copy) return;
      const project = { id: copy.id, label, owner: who, deleted: false };
      run.world.projects.push(project);
      await adoptProject(run, project);
    },
  },
  {
    weight: 4,
    applies: (world) => world.liveProjects().length > 0,
    async run(run) {
      const { world } = run;
      const candidates = [
        ...world.liveProjects().map((node) => ({ type: 'project', node, project: node, base: '/api/projects' })),
        ...world
          .liveScenarios()
          .map((node) => ({ type: 'episode', node, project: node.project, base: '/api/scenarios' })),
        ...world.liveAssets().map((node) => ({ type: 'asset', node, project: node.project, base: '/api/assets' })),
      ];
      const { type, node, project, base } = run.pick(candidates);
      // A project goes to the bin by its owner; its content by anyone who edits it.
      const who = type === 'project' ? project.owner : run.pick(world.members(project));
      run.note(`${who.label} deletes ${type} ${node.label}`);
      if (await run.call('DELETE', `${base}/${node.id}`, who)) node.deleted = true;
    },
  },
  {
    weight: 4,
    applies: (world) => world.users.some((user) => world.binOf(user).length > 0),
    async run(run) {
      const owner = run.pick(run.world.users.filter((user) => run.world.binOf(user).length > 0));
      const item = run.pick(run.world.binOf(owner));
      const isRestore = run.chance(0.4);
      run.note(`${owner.label} ${isRestore ? 'restores' : 'purges'} ${item.type} ${item.node.label}`);
      const urlPath = `/api/recycle-bin/${item.type}/${item.node.id}${isRestore ? '/restore' : ''}`;
      // An episode or asset of a deleted project comes back only with its project (422); limits may refuse (403).
      const [method, accepted] = isRestore ? ['POST', [200, 403, 422]] : ['DELETE', [200]];
      const done = await run.call(method as string, urlPath, owner, undefined, accepted as number[]);
      if (!done) return;
      if (isRestore) item.node.deleted = false;
      else if (item.type === 'project') run.world.forgetProject(item.node as ProjectNode);
      else if (item.type === 'asset') run.world.assets = run.world.assets.filter((asset) => asset !== item.node);
      else run.world.forgetScenarios((scenario) => scenario === item.node);
    },
  },
  {
    weight: 2,
    applies: (world) => world.users.some((user) => world.binOf(user).length > 0),
    async run(run) {
      const owner = run.pick(run.world.users.filter((user) => run.world.binOf(user).length > 0));
      run.note(`${owner.label} empties the bin`);
      await emptyBin(run, owner);
    },
  },
  {
    weight: 1,
    applies: (world) => world.projects.length >= 2,
    async run(run) {
      const { world } = run;
      const gone = run.pick(world.users);
      const label = world.label('u');
      run.note(`${gone.label} deletes their account; ${label} registers`);
      await deleteAccount(run, gone);
      world.forgetUser(gone);
      world.users[world.users.indexOf(gone)] = { account: await run.server.register(), label };
    },
  },
];

export const deleteAccount = (run: Run, user: Member) =>
  run.call('POST', '/api/users/me/delete', user, { email: user.account.user.email });

/** Purges every item the owner's Recycle Bin lists (re-read after each: a purged project takes its content along). */
export async function emptyBin(run: Run, owner: Member): Promise<void> {
  for (;;) {
    const [item] = (await run.call<RecycleBinItem[]>('GET', '/api/recycle-bin', owner)) ?? [];
    if (!item) break;
    await run.call('DELETE', `/api/recycle-bin/${item.type}/${item.id}`, owner);
  }
  const { world } = run;
  for (const project of world.projects.filter((node) => node.owner === owner && node.deleted))
    world.forgetProject(project);
  world.assets = world.assets.filter((asset) => asset.project.owner !== owner || !asset.deleted);
  world.forgetScenarios((scenario) => scenario.project.owner === owner && scenario.deleted);
}

/** Rows of a raw query, as PGlite and node-postgres answer them. */
