import type { RecycleBinItem, RecycleBinType } from '@sym/contracts';
import { call } from '../../../lib/transport';

export const recycleBinKeys = {
  all: ['recycleBin'] as const,
};

export interface RecycleBinTarget {
  type: RecycleBinType;
  id: string;
}

export const recycleBinApi = {
  list: () => call<RecycleBinItem[]>('recycleBin.list'),
  restore: (target: RecycleBinTarget) => call<unknown>('recycleBin.restore', { ...target }),
  purge: (target: RecycleBinTarget) => call<unknown>('recycleBin.purge', { ...target }),
};
