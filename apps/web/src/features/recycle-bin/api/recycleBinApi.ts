import type { RecycleBinType } from '@sym/contracts';
import { call } from '../../../lib/transport';

export const recycleBinKeys = {
  all: ['recycleBin'] as const,
};

export interface RecycleBinTarget {
  type: RecycleBinType;
  id: string;
}

export const recycleBinApi = {
  list: () => call('recycleBin.list'),
  restore: (target: RecycleBinTarget) => call('recycleBin.restore', { ...target }),
  purge: (target: RecycleBinTarget) => call('recycleBin.purge', { ...target }),
};
