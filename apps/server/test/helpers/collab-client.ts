import { io as connect, type Socket } from 'socket.io-client';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  applyShotListChange,
  SHOT_ORDER_CHANGES,
  type HeldLock,
  type LiveEvent,
  type PresenceUser,
  type RpcResponse,
  type ShotSelection,
} from '@sym/contracts';
import type { TestServer } from './test-server.ts';
import { ScriptEditorModel, type ScenarioScript, type ScriptSaveAnswer } from './script-editor-model.ts';

/** The part of a shot the simulated clients compare with the server. */
export interface ViewShot {
  id: string;
  sequence: number;
  description: string;
  updatedAt?: string | null;
}

const SHOT_EVENTS = new Set([
  'shot.created',
  'shot.duplicated',
  'shot.updated',
  'shot.deleted',
  'shot.reordered',
  'shot.replaced',
]);
const lockKey = (lock: { fieldType: string; fieldId: string }) => `${lock.fieldType}#${lock.fieldId}`;

/**
 * One browser tab, simulated over a real socket: it keeps the view the web keeps (the episode's shots from a
 * fetch plus live events, presence, locks, selections from the snapshot plus events), ignores live events of its
 * own origin and applies its own answers instead, as the web does.
 */
export class CollabClient {
  socket: Socket | null = null;
  shots: ViewShot[] = [];
  users = new Map<string, PresenceUser>();
  locks = new Map<string, HeldLock>();
  selections = new Set<string>();
  /** The episode's script editor of this tab, opened again on every connect (a reload). */
  script: ScriptEditorModel | null = null;
  /** 409s over an unchanged script heard by this tab's editors, across reconnects (must stay 0). */
  falseScriptConflicts = 0;
  private buffered: LiveEvent[] | null = null;
  private requests = 0;

  constructor(
    private readonly server: TestServer,
    readonly token: string,
    readonly userId: string,
    readonly clientId: string,
    private readonly projectId: string,
    private readonly scenarioId: string,
  ) {}

  get online(): boolean {
    return this.socket?.connected === true;
  }

  /** Connects, signs in, joins the project (snapshot) and loads the shots, as the web does after a reconnect. */
  async connect(): Promise<void> {
    const socket = connect(this.server.url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { token: this.token, clientId: this.clientId },
    });
    this.socket = socket;
    this.listen(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('auth:ok', () => resolve());
      socket.once('auth:error', (error: unknown) => reject(new Error(JSON.stringify(error))));
      socket.once('connect_error', reject);
    });
    const joined = await this.emit(CLIENT_EVENTS.joinProject, { projectId: this.projectId });
    if (!joined.success) throw new Error(`join-project refused: ${JSON.stringify(joined)}`);
    this.buffered = [];
    const listed = await this.server.request<{ data: ViewShot[] }>('GET', `/api/scenarios/${this.scenarioId}/shots`, {
      token: this.token,
    });
    this.shots = listed.body.data.map(pickShot);
    this.falseScriptConflicts += this.script?.falseConflicts ?? 0;
    this.script = new ScriptEditorModel(await this.readScenario(), (body) => this.saveScript(body));
    const missed = this.buffered;
    this.buffered = null;
    missed.forEach((event) => this.applyLive(event));
  }

  disconnect(): void {
    this.socket?.disconnect();
    this.socket = null;
    this.users.clear();
    this.locks.clear();
    this.selections.clear();
  }

  /** Emits a collaboration event and resolves with its acknowledgement. */
  emit(event: string, payload: unknown): Promise<{ success: boolean; error?: { code: string } }> {
    const socket = this.socket;
    if (!socket) return Promise.resolve({ success: false, error: { code: 'OFFLINE' } });
    return new Promise((resolve) => socket.emit(event, payload, resolve));
  }

  /** A socket RPC call (origin from the handshake). */
  rpc(action: string, payload: unknown): Promise<RpcResponse> {
    const socket = this.socket;
    if (!socket) throw new Error('offline');
    this.requests += 1;
    return new Promise((resolve) =>
      socket.emit('request', { id: `${this.clientId}-${this.requests}`, action, payload }, resolve),
    );
  }

  /** The episode as saved now (what the web reads when the script tab opens, and on Take theirs). */
  async readScenario(): Promise<ScenarioScript> {
    const read = await this.server.request<{ data: ScenarioScript }>('GET', `/api/scenarios/${this.scenarioId}`, {
      token: this.token,
    });
    return read.body.data;
  }

  private async saveScript(body: object): Promise<ScriptSaveAnswer> {
    if (!this.socket) return { success: false, error: { code: 'OFFLINE' } };
    return (await this.rpc('scenario.update', { id: this.scenarioId, ...body })) as ScriptSaveAnswer;
  }

  /** Applies a change this tab made itself (its own live event is not applied, like the web). */
  applyOwn(type: string, data: unknown): void {
    this.shots = applyShotListChange(this.shots, { type, data } as never).map(pickShot);
  }

  private applyLive(event: LiveEvent): void {
    if (event.type === 'scenario.updated') {
      if (event.origin === this.clientId) return;
      if (this.buffered) this.buffered.push(event);
      else this.script?.follow(event.data as ScenarioScript);
      return;
    }
    // Like the web: a tab skips its own field edits (it has them) but applies its own order changes in sequence.
    if (!SHOT_EVENTS.has(event.type) || (event.origin === this.clientId && !SHOT_ORDER_CHANGES.has(event.type))) return;
    if (this.buffered) {
      this.buffered.push(event);
      return;
    }
    this.applyOwn(event.type, event.data);
  }

  private listen(socket: Socket): void {
    for (const name of [
      SERVER_EVENTS.shotCreated,
      SERVER_EVENTS.shotUpdated,
      SERVER_EVENTS.shotDeleted,
      SERVER_EVENTS.shotReordered,
      SERVER_EVENTS.shotsReplaced,
      SERVER_EVENTS.scenarioUpdated,
    ]) {
      socket.on(name, (event: LiveEvent) => this.applyLive(event));
    }
    socket.on(SERVER_EVENTS.projectUsers, ({ users }: { users: PresenceUser[] }) => {
      this.users = new Map(users.map((user) => [user.userId, user]));
    });
    socket.on(SERVER_EVENTS.userJoined, ({ user }: { user: PresenceUser }) => this.users.set(user.userId, user));
    socket.on(SERVER_EVENTS.userLeft, ({ userId }: { userId: string }) => this.users.delete(userId));
    socket.on(SERVER_EVENTS.projectLocks, ({ locks }: { locks: HeldLock[] }) => {
      this.locks = new Map(locks.map((lock) => [lockKey(lock), lock]));
    });
    socket.on(SERVER_EVENTS.fieldLocked, (lock: HeldLock) => this.locks.set(lockKey(lock), lock));
    socket.on(SERVER_EVENTS.fieldUnlocked, (ended: { fieldType: string; fieldId: string; userId: string }) => {
      if (this.locks.get(lockKey(ended))?.userId === ended.userId) this.locks.delete(lockKey(ended));
    });
    socket.on(SERVER_EVENTS.projectShotSelections, ({ selections }: { selections: ShotSelection[] }) => {
      this.selections = new Set(selections.map(selectionKey));
    });
    socket.on(SERVER_EVENTS.shotSelected, (selection: ShotSelection) => this.selections.add(selectionKey(selection)));
    socket.on(SERVER_EVENTS.shotDeselected, (selection: ShotSelection) =>
      this.selections.delete(selectionKey(selection)),
    );
  }
}

export const selectionKey = (selection: ShotSelection) => `${selection.userId}:${selection.shotId}`;
export const describeLock = (lock: HeldLock) => `${lockKey(lock)}@${lock.userId}`;

export function pickShot(shot: ViewShot): ViewShot {
  return { id: shot.id, sequence: shot.sequence, description: shot.description, updatedAt: shot.updatedAt };
}
