import { COLLAB_SERVER_EVENTS, SOCKET_LIFECYCLE } from '@sym/contracts';
import {
  EMPTY_PROJECT_STATE,
  parseCollabEvent,
  reduceProjectCollab,
  type CollabServerEventName,
  type ProjectCollabState,
} from './collaborationState';
import type { SocketEventName } from '../../../lib/transport';

/** A project room this tab was taken out of, to tell the user. */
export interface AccessLoss {
  projectId: string;
  reason: string;
}

interface EventSource {
  on(event: SocketEventName, handler: (...args: unknown[]) => void): () => void;
}

/**
 * The collaboration state of every project room this tab is in, fed by the socket's room events. It is reset
 * when the socket drops (the server forgets us too) and refilled by the snapshot sent after the rejoin.
 */
export class CollaborationStore {
  private projects = new Map<string, ProjectCollabState>();
  private accessLoss: AccessLoss | null = null;
  private readonly listeners = new Set<() => void>();
  private unbind: (() => void) | null = null;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  project(projectId: string): ProjectCollabState {
    return this.projects.get(projectId) ?? EMPTY_PROJECT_STATE;
  }

  getAccessLoss = (): AccessLoss | null => this.accessLoss;

  dismissAccessLoss = () => {
    this.accessLoss = null;
    this.emit();
  };

  /** Applies one raw socket event; an invalid payload is dropped (and logged). */
  receive(type: CollabServerEventName, payload: unknown): void {
    const event = parseCollabEvent(type, payload);
    if (!event) {
      console.debug('[collaboration] ignored an invalid payload', type, payload);
      return;
    }
    if (event.type === 'field:lock:failed') {
      // Spec §8: a lock failure is only logged; the field shows who holds it through the lock list.
      console.debug('[collaboration] field lock failed', event.payload);
      return;
    }
    if (event.type === 'project:access:lost') {
      this.projects.delete(event.payload.projectId);
      this.accessLoss = { projectId: event.payload.projectId, reason: event.payload.reason };
      this.emit();
      return;
    }
    const projectId = event.payload.projectId;
    const next = reduceProjectCollab(this.project(projectId), event);
    if (next === this.project(projectId)) return;
    this.projects.set(projectId, next);
    this.emit();
  }

  /** Forgets everything (the socket dropped or the user signed out). */
  reset(): void {
    if (this.projects.size === 0) return;
    this.projects = new Map();
    this.emit();
  }

  /** Listens to the socket once; later calls keep the first binding. */
  bind(source: EventSource): void {
    if (this.unbind) return;
    const names = Object.keys(COLLAB_SERVER_EVENTS) as CollabServerEventName[];
    const stops = names.map((name) => source.on(name, (payload) => this.receive(name, payload)));
    stops.push(source.on(SOCKET_LIFECYCLE.disconnected, () => this.reset()));
    this.unbind = () => stops.forEach((stop) => stop());
  }

  private emit() {
    this.listeners.forEach((listener) => listener());
  }
}
