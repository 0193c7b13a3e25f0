import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';

// A page that needs a signed-in user but is opened signed out (a team invitation's link) leaves its address here;
// the sign-in and registration pages go there instead of the projects once the user is signed in. sessionStorage:
// the tab that opened the link, and never a link of another site ("//host" is refused).

const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

/** Remembers where to come back to after signing in (or registering) in this tab. */
export function rememberReturnPath(path: string): void {
  if (!isLocalPath(path)) return;
  try {
    window.sessionStorage.setItem(WEB_STORAGE_KEYS.returnPath, path);
  } catch {
    // Storage disabled: the user lands on the projects and opens the link again.
  }
}

/** The remembered address, if any (kept until the page it names clears it). */
export function readReturnPath(): string | null {
  try {
    const path = window.sessionStorage.getItem(WEB_STORAGE_KEYS.returnPath);
    return path && isLocalPath(path) ? path : null;
  } catch {
    return null;
  }
}

/** Forgets the remembered address: the page it named was reached. */
export function clearReturnPath(): void {
  try {
    window.sessionStorage.removeItem(WEB_STORAGE_KEYS.returnPath);
  } catch {
    // Nothing to forget.
  }
}
