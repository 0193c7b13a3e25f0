import { useCallback, useEffect, useRef, useState } from 'react';
import { copyToClipboard } from '../lib/clipboard';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/**
 * `copy(text)` puts text on the clipboard; `status` is 'copied' for `confirmMs` afterwards (then idle
 * again) or 'failed' until the next attempt.
 */
export function useCopyToClipboard(confirmMs: number): {
  status: CopyStatus;
  copy: (text: string) => Promise<boolean>;
} {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timerRef.current) clearTimeout(timerRef.current);
    },
    [],
  );

  const copy = useCallback(
    async (text: string) => {
      if (timerRef.current) clearTimeout(timerRef.current);
      const isCopied = await copyToClipboard(text);
      setStatus(isCopied ? 'copied' : 'failed');
      if (isCopied) timerRef.current = setTimeout(() => setStatus('idle'), confirmMs);
      return isCopied;
    },
    [confirmMs],
  );

  return { status, copy };
}
