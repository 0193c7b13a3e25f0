import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmContext, type ConfirmFunction } from './ConfirmContext';
import type { ConfirmOptions } from './ConfirmModal';

// The dialog (its modal and focus trap) loads when a question is first asked, not with the first page.
const ConfirmModal = lazy(() => import('./ConfirmModal').then((module) => ({ default: module.ConfirmModal })));

interface PendingConfirm {
  id: number;
  options: ConfirmOptions;
  resolve: (isConfirmed: boolean) => void;
}

/** Hosts the one confirmation dialog that useConfirm() opens. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const pendingRef = useRef<PendingConfirm | null>(null);
  const nextIdRef = useRef(0);

  const settle = useCallback((isConfirmed: boolean) => {
    pendingRef.current?.resolve(isConfirmed);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const confirm = useCallback<ConfirmFunction>(
    (options = {}) =>
      new Promise<boolean>((resolve) => {
        // A newer question replaces an unanswered one, which counts as declined.
        pendingRef.current?.resolve(false);
        nextIdRef.current += 1;
        const request = { id: nextIdRef.current, options, resolve };
        pendingRef.current = request;
        setPending(request);
      }),
    [],
  );

  // Leaving the app (or a test) with a question open declines it, so no caller waits forever.
  useEffect(() => () => pendingRef.current?.resolve(false), []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending && (
        <Suspense fallback={null}>
          <ConfirmModal
            key={pending.id}
            isOpen
            {...pending.options}
            onConfirm={() => settle(true)}
            onCancel={() => settle(false)}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}
