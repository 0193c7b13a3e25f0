import type { ServerText } from '../../../lib/i18n';
import { onFeatureRefusal } from '../../../lib/errors';

/** A refusal shown as a notice: the server's text with its code, translated when shown. */
export interface UpgradeNotice extends ServerText {
  id: number;
}

/** At most this many notices at once: a repeated refusal replaces its earlier notice. */
const MAX_NOTICES = 3;

let notices: readonly UpgradeNotice[] = [];
let nextId = 1;
const subscribers = new Set<() => void>();

function publish(next: readonly UpgradeNotice[]) {
  notices = next;
  subscribers.forEach((notify) => notify());
}

/** The notices on screen, for useSyncExternalStore. */
export const upgradeNotices = {
  subscribe(notify: () => void): () => void {
    subscribers.add(notify);
    return () => subscribers.delete(notify);
  },
  snapshot: (): readonly UpgradeNotice[] => notices,
  dismiss(id: number): void {
    publish(notices.filter((notice) => notice.id !== id));
  },
  /**
   * Starts listening to the calls' refusals; answers how to stop, which also clears the notices: they belong to the
   * app layout that listens, and one mounted later (another app, another test) starts without them.
   */
  listen(): () => void {
    const stop = onFeatureRefusal((error) => {
      const notice = { id: nextId++, text: error.serverMessage, code: error.messageCode, params: error.messageParams };
      publish([...notices.filter((shown) => shown.text !== notice.text), notice].slice(-MAX_NOTICES));
    });
    return () => {
      stop();
      publish([]);
    };
  },
};
