import { createContext } from 'react';
import type { ConfirmOptions } from './ConfirmModal';

/** Opens the shared confirmation dialog; resolves true on Confirm, false when declined. */
export type ConfirmFunction = (options?: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<ConfirmFunction | null>(null);
