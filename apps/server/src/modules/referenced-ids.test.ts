import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { assertReferencedIds, type ReferenceRule } from './referenced-ids.ts';

const ours = ['0b6c1c1e-5d4f-4a3b-8c2d-1e0f9a8b7c6d', '1c7d2d2f-6e5a-4b4c-9d3e-2f1a0b9c8d7e'];
const theirs = '2d8e3e3a-7f6b-4c5d-8e4f-3a2b1c0d9e8f';

/** A rule whose lookup finds `ours` in the scope 'project-1' and records what it was asked. */
function ruleOf() {
  const asked: string[][] = [];
  const rule: ReferenceRule<string> = {
    field: 'assetIds',
    message: 'Not in this project',
    async lookup(scope, ids) {
      asked.push([...ids]);
      return new Set(scope === 'project-1' ? ids.filter((id) => ours.includes(id)) : []);
    },
  };
  return { rule, asked };
}

async function failureOf(promise: Promise<void>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).details;
}

describe('assertReferencedIds', () => {
  it('passes ids the scope may reference, asking once for the distinct ones; none asks nothing', async () => {
    const { rule, asked } = ruleOf();
    await assertReferencedIds(rule, 'project-1', [ours[0]!, ours[1]!, ours[0]!]);
    await assertReferencedIds(rule, 'project-1', []);
    expect(asked).toEqual([[ours[0], ours[1]]]);
  });

  it('refuses (422 on the field) when any id is not found in the scope', async () => {
    const { rule } = ruleOf();
    const refusal = [{ field: 'assetIds', message: 'Not in this project' }];
    expect(await failureOf(assertReferencedIds(rule, 'project-1', [ours[0]!, theirs]))).toEqual(refusal);
    expect(await failureOf(assertReferencedIds(rule, 'project-2', [ours[0]!]))).toEqual(refusal);
  });

  it('refuses an id that is not a UUID without asking the database', async () => {
    const { rule, asked } = ruleOf();
    expect(await failureOf(assertReferencedIds(rule, 'project-1', [ours[0]!, 'not-an-id']))).toHaveLength(1);
    expect(asked).toEqual([]);
  });

  it('does not check again ids the record already points at', async () => {
    const { rule, asked } = ruleOf();
    await assertReferencedIds(rule, 'project-1', [theirs, ours[0]!], [theirs]);
    expect(asked).toEqual([[ours[0]]]);
  });
});
