/**
 * Where the guest is on the page: the storyboard panel in focus and the player's position. Kept outside React so
 * that something other than the guest can move it (a presenter the page follows, issue 32 "follow me") and so
 * that playback ticks re-render only what shows the time.
 */
export interface ReviewViewState {
  /** The storyboard panel in focus (0-based). */
  shotIndex: number;
  /** The player's position in seconds. */
  timeSeconds: number;
  isPlaying: boolean;
  /** Grows on every jump of the position (not on playback ticks): the player seeks its media when it changes. */
  seekVersion: number;
}

/**
 * Who moved the view: the guest ('user'), the media playing on ('playback'), or someone the page follows
 * ('remote'). Only the guest's own moves are announced to `onUserMove`, so a follow mode can end there.
 */
export type ViewChangeSource = 'user' | 'playback' | 'remote';

type Listener = () => void;

export class ReviewViewStore {
  private state: ReviewViewState = { shotIndex: 0, timeSeconds: 0, isPlaying: false, seekVersion: 0 };
  private readonly listeners = new Set<Listener>();
  private readonly userMoveListeners = new Set<Listener>();

  getState = (): ReviewViewState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called after each move the guest makes themselves; returns the unsubscribe. */
  onUserMove(listener: Listener): () => void {
    this.userMoveListeners.add(listener);
    return () => this.userMoveListeners.delete(listener);
  }

  selectShot(shotIndex: number, source: ViewChangeSource = 'user'): void {
    this.update({ shotIndex: Math.max(0, Math.floor(shotIndex)) }, source);
  }

  /** Jumps the player to a time (the media follows). */
  seek(timeSeconds: number, source: ViewChangeSource = 'user'): void {
    this.update({ timeSeconds: Math.max(0, timeSeconds), seekVersion: this.state.seekVersion + 1 }, source);
  }

  /** The media played on to this time: no jump, nothing to seek. */
  advance(timeSeconds: number): void {
    this.update({ timeSeconds: Math.max(0, timeSeconds) }, 'playback');
  }

  setPlaying(isPlaying: boolean, source: ViewChangeSource = 'user'): void {
    this.update({ isPlaying }, source);
  }

  private update(patch: Partial<ReviewViewState>, source: ViewChangeSource): void {
    const next = { ...this.state, ...patch };
    const isSame = (Object.keys(patch) as (keyof ReviewViewState)[]).every((key) => next[key] === this.state[key]);
    if (isSame) return;
    this.state = next;
    this.listeners.forEach((listener) => listener());
    if (source === 'user') this.userMoveListeners.forEach((listener) => listener());
  }
}
