import { useContext } from 'react';
import { ConfirmContext, type ConfirmFunction } from './ConfirmContext';

/**
 * `const confirm = useConfirm(); if (await confirm({ message })) ...` — declining resolves false
 * (callers report spec §8 'Cancelled' where an operation needs a reason).
 */
export function useConfirm(): ConfirmFunction {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
