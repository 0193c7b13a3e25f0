import { expect } from 'vitest';
import type { VendorContract } from './adapter-contract.ts';
import { replicateError, type ReplicateFake, type ReplicateOutputKind } from './replicate-fake.ts';

/** How an adapter meets the contract on this fake. */
export interface ReplicateContractSetup {
  /** Where the adapter creates predictions: POST /v1/models/... for "owner/name", POST /v1/predictions with a version. */
  createRoute?: string;
  /** An output the adapter must refuse as malformed, and the message it refuses it with. */
  wrongOutput: { kind: ReplicateOutputKind; message: string };
}

/** The adapter contract on this fake (see adapter-contract.ts). */
export function replicateContract(
  fake: () => ReplicateFake,
  { createRoute = 'POST /v1/models/', wrongOutput }: ReplicateContractSetup,
): (label: string) => VendorContract {
  const refuse = (status: number, title: string, detail: string): void =>
    fake().api.fail(createRoute, { kind: 'vendor', status, body: replicateError(status, title, detail) });
  return (label) => ({
    api: () => fake().api,
    route: createRoute,
    errorBody: (status, message) => replicateError(status, 'Too Many Requests', message),
    vendorErrors: [
      {
        name: 'a problem+json refusal',
        arrange: () => refuse(422, 'Input validation failed', '- input.prompt: Invalid type. Expected: string'),
        message: `${label} rejected the request: Input validation failed: - input.prompt: Invalid type. Expected: string`,
      },
      {
        name: 'a refusal echoing the API token',
        arrange: () => refuse(401, 'Unauthenticated', `Invalid token ${fake().token}`),
        message: /Unauthenticated/,
        check: (error) => expect(error.message).not.toContain(fake().token),
      },
      {
        name: 'a failed prediction',
        arrange: () => {
          fake().runMode = 'fail';
        },
        message: `${label} failed: CUDA out of memory. Tried to allocate 1.00 GiB`,
        // A prediction that has ended is not cancelled.
        check: () => expect(fake().canceled).toHaveLength(0),
      },
    ],
    malformed: [
      {
        name: 'a prediction in a state Replicate does not have',
        arrange: () => fake().api.fail(createRoute, { kind: 'malformed', body: '{"id":"x","status":"thinking"}' }),
        message: `${label} sent an unexpected response at status`,
      },
      {
        name: 'a prediction that succeeds without an output file',
        arrange: () => {
          fake().runMode = 'no-output';
        },
        message: `${label} finished without an output file`,
      },
      {
        name: `a ${wrongOutput.kind} output`,
        arrange: () => {
          fake().outputKind = wrongOutput.kind;
        },
        message: wrongOutput.message,
      },
    ],
    hang: () => {
      fake().runMode = 'hang';
    },
    flakyElsewhere: () => fake().api.fail('GET /v1/predictions/', { kind: 'status', status: 503 }),
    retried: () => expect(fake().predictions.size).toBe(1),
    cancelled: () => {
      expect(fake().canceled).toHaveLength(1);
      expect(fake().predictions.get(fake().canceled[0] ?? '')?.status).toBe('canceled');
    },
  });
}
