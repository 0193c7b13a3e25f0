import { parseServerMessage, type UsageEntry } from '@sym/contracts';
import type { CreditEntryRow } from '../../db/schema.ts';
import type { LedgerKind } from './credit-ledger.repository.ts';

const USAGE_TYPE: Record<LedgerKind, string> = {
  allocation: 'allocation',
  purchase: 'purchase',
  grant: 'grant',
  reservation: 'usage',
  capture: 'usage',
  release: 'refund',
};

/** A ledger entry as the usage history shows it; also rows written before codes existed (the code is read back from the text). */
export function presentUsageEntry(row: CreditEntryRow): UsageEntry {
  const message = parseServerMessage(row.description);
  return {
    id: row.id,
    amount: row.amount,
    type: USAGE_TYPE[row.kind as LedgerKind] ?? row.kind,
    description: row.description,
    descriptionCode: message.code,
    descriptionParams: message.params,
    created_at: row.createdAt.toISOString(),
  };
}
