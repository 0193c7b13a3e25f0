import { REVIEW_LIMITS } from '@sym/contracts';
import { localStore } from '../../../lib/storage/localStore';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';

/** The guest's display name, trimmed; null when none was given (or it is no longer a valid name). */
export function readGuestName(): string | null {
  const name = localStore.get(WEB_STORAGE_KEYS.reviewGuestName)?.trim() ?? '';
  return name.length > 0 && name.length <= REVIEW_LIMITS.guestNameMax ? name : null;
}

export function saveGuestName(name: string): void {
  localStore.set(WEB_STORAGE_KEYS.reviewGuestName, name.trim());
}

const passphraseKey = (token: string) => `${WEB_STORAGE_KEYS.reviewPassphrase}.${token}`;

/**
 * The passphrase this tab gave for a link. sessionStorage, not localStorage: a passphrase is a secret of the
 * link, so it does not outlive the tab; the Storage API may throw (private modes), which counts as none kept.
 */
export function readPassphrase(token: string): string | undefined {
  try {
    return window.sessionStorage.getItem(passphraseKey(token)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function savePassphrase(token: string, passphrase: string | null): void {
  try {
    if (passphrase === null) window.sessionStorage.removeItem(passphraseKey(token));
    else window.sessionStorage.setItem(passphraseKey(token), passphrase);
  } catch {
    // Storage disabled: the guest types the passphrase again after a reload.
  }
}
