import { describe, expect, it } from 'vitest';
import { OPERATION_CONTRACTS, OPERATION_NAMES } from '@sym/contracts';
import { OPERATIONS, findOperation } from './operation-table.ts';

describe('operation table', () => {
  it('has one handler for every contract, and nothing else', () => {
    expect(OPERATIONS.map((operation) => operation.name).sort()).toEqual([...OPERATION_NAMES].sort());
  });

  it('takes each operation’s routes and auth from its contract', () => {
    for (const name of OPERATION_NAMES) {
      const operation = findOperation(name);
      const contract = OPERATION_CONTRACTS[name];
      expect(operation?.contract, name).toBe(contract);
      expect(operation?.route, name).toBe(contract.http);
      expect(operation?.auth, name).toBe(contract.auth);
    }
  });

  it('finds no operation for a name without a contract', () => {
    expect(findOperation('project.explode')).toBeUndefined();
    expect(findOperation('toString')).toBeUndefined();
  });
});
