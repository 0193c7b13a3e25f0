import i18next, { type TFunction, type i18n as I18n } from 'i18next';
import { useSyncExternalStore } from 'react';

/** What a component translates with: the current language's `t`, and the i18next instance (for its language). */
export interface Translation {
  t: TFunction<'translation', undefined>;
  i18n: I18n;
}

const NAMESPACE = 'translation';
/** Texts kept per language before the memo starts again (interpolated texts, such as one per shot, add up). */
const MEMO_LIMIT = 5000;

let current: Translation | null = null;
let ready = false;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** A new language, or strings added (the rest of English): every translating component renders again. */
function changed(): void {
  current = null;
  ready = false;
  listeners.forEach((listener) => listener());
}

/** init() creates the store: watched once it exists (and again should init run again). */
function watchStore(): void {
  i18next.store?.off('added', changed);
  i18next.store?.on('added', changed);
}
watchStore();
i18next.on('initialized', () => {
  watchStore();
  changed();
});
i18next.on('languageChanged', changed);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The memo's key for a call whose arguments are strings, numbers, booleans or flat objects of those; else null. */
function callKey(args: readonly unknown[]): string | null {
  let key = '';
  for (const arg of args) {
    if (typeof arg === 'object' && arg !== null) {
      if (Object.getPrototypeOf(arg) !== Object.prototype) return null;
      for (const name in arg) {
        const value = (arg as Record<string, unknown>)[name];
        if (typeof value === 'object' ? value !== null : typeof value === 'function') return null;
        key += `\u0001${name}\u0002${String(value)}`;
      }
    } else if (typeof arg === 'function' || typeof arg === 'symbol') return null;
    else key += `\u0000${String(arg)}`;
  }
  return key;
}

/**
 * `t` with its texts remembered: i18next works a text out anew on every call (key path, fallbacks, nesting,
 * interpolation: tens of microseconds), and a screen of cards asks for the same texts by the hundred. Texts only
 * (not objects asked for with `returnObjects`); the memo goes with the snapshot, so a new language or new strings
 * start it afresh.
 */
function rememberingT(t: TFunction<'translation', undefined>): TFunction<'translation', undefined> {
  const texts = new Map<string, string>();
  const remembering = (...args: unknown[]) => {
    const key = callKey(args);
    const known = key === null ? undefined : texts.get(key);
    if (known !== undefined) return known;
    const text = (t as unknown as (...args: unknown[]) => unknown)(...args);
    if (key !== null && typeof text === 'string') {
      if (texts.size >= MEMO_LIMIT) texts.clear();
      texts.set(key, text);
    }
    return text;
  };
  return Object.assign(remembering, t) as unknown as TFunction<'translation', undefined>;
}

function snapshot(): Translation {
  current ??= { t: rememberingT(i18next.getFixedT(i18next.language, NAMESPACE)), i18n: i18next };
  return current;
}

const isReady = () => (ready ||= i18next.isInitialized && i18next.hasLoadedNamespace(NAMESPACE));

/**
 * `useTranslation()` of react-i18next, for the one namespace this app has: one shared snapshot and one set of
 * i18next listeners for every component, where react-i18next's hook copies the i18next instance into a wrapper
 * and subscribes anew for each component it mounts (a fifth of the CPU of scrolling a 1,000-shot storyboard,
 * which mounts cards by the hundred). Suspends, as react-i18next does with `useSuspense`, until the strings of
 * the language are loaded.
 */
export function useTranslation(): Translation {
  const translation = useSyncExternalStore(subscribe, snapshot, snapshot);
  if (!isReady()) {
    loading ??= new Promise<void>((resolve) => {
      const settle = () => {
        if (!isReady()) return;
        i18next.off('initialized', settle);
        i18next.off('loaded', settle);
        loading = null;
        resolve();
      };
      i18next.on('initialized', settle);
      i18next.on('loaded', settle);
      settle();
    });
    // Suspense waits on the thrown promise.
    throw loading;
  }
  return translation;
}
