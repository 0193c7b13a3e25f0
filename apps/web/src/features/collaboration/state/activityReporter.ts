import {
  CLIENT_EVENTS,
  PRESENCE_HEARTBEAT_MS,
  SOCKET_LIFECYCLE,
  type ClientEventPayload,
  type PresenceActivity,
} from '@sym/contracts';

interface Claim {
  projectId: string;
  activity: PresenceActivity;
}

type UserActivity = typeof CLIENT_EVENTS.userActivity;

interface ReporterDeps {
  emit: (event: UserActivity, payload: ClientEventPayload<UserActivity>) => boolean;
  on: (event: typeof SOCKET_LIFECYCLE.ready, handler: () => void) => () => void;
  isVisible: () => boolean;
}

/**
 * What this tab reports it is doing (spec §4). Pages and panels claim an activity while mounted; the newest
 * claim still held wins (a shot editor open on the storyboard reports editing_shot, closing it goes back to
 * editing_scenario). Sent on every change, after a reconnect, and every PRESENCE_HEARTBEAT_MS while visible.
 */
export class ActivityReporter {
  private claims: Claim[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;
  private stopReady: (() => void) | undefined;

  constructor(private readonly deps: ReporterDeps) {}

  claim(projectId: string, activity: PresenceActivity): () => void {
    const claim: Claim = { projectId, activity };
    this.claims.push(claim);
    this.changed();
    return () => {
      this.claims = this.claims.filter((entry) => entry !== claim);
      this.changed();
    };
  }

  /** The tab became visible again: tell the room at once. */
  handleVisible = () => this.send();

  private current(): Claim | undefined {
    return this.claims.at(-1);
  }

  private changed() {
    if (!this.current()) {
      clearInterval(this.timer);
      this.timer = undefined;
      this.stopReady?.();
      this.stopReady = undefined;
      return;
    }
    this.send();
    clearInterval(this.timer);
    this.timer = setInterval(() => this.send(), PRESENCE_HEARTBEAT_MS);
    this.stopReady ??= this.deps.on(SOCKET_LIFECYCLE.ready, () => this.send());
  }

  private send() {
    const claim = this.current();
    if (!claim || !this.deps.isVisible()) return;
    this.deps.emit(CLIENT_EVENTS.userActivity, { projectId: claim.projectId, activity: claim.activity });
  }
}
