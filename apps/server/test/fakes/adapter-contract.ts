import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProviderError, type ProviderCallContext } from '../../src/providers/provider.ts';
import type { FakeHttpServer } from './fake-http.ts';

/**
 * The failure contract every remote adapter keeps, run against its vendor's fake: success with progress from 0
 * to 100, vendor errors carrying the vendor's words (and never a secret), timeouts, malformed answers, retries
 * of transient failures, giving up after maxRetries, input errors before any request, and a caller's abort.
 *
 * The vendor kits next to each fake (replicateContract, openAiContract, comfyUiContract) know how to make each
 * of these happen on that fake; an adapter's test file says how to call the adapter, adds the failures only it
 * can meet, and keeps its own tests for request shapes, presets and the like.
 */

/** Resolves with the ProviderError `promise` rejects with; fails the test when it resolves or throws anything else. */
export async function providerFailure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

/** Starts a vendor fake once for the test file, resets it before each test and stops it after the last. */
export function useFake<Fake extends { reset(): void; close(): Promise<void> }>(
  start: () => Promise<Fake>,
  settings: Partial<Fake> = {},
): () => Fake {
  let fake: Fake | undefined;
  beforeAll(async () => {
    fake = await start();
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    fake?.reset();
    Object.assign(fake ?? {}, settings);
  });
  return () => {
    if (!fake) throw new Error('The vendor fake is used before it has started');
    return fake;
  };
}

/** Options the contract sets on every provider it makes; the adapter's test supplies the rest. */
export interface ContractOptions {
  timeoutMs: number;
  maxRetries: number;
}

/** One way for a call to go wrong: how to make it happen and what the error must say. */
export interface ContractCase {
  /** Completes "maps … to a vendor error" or "treats … as malformed". */
  name: string;
  arrange(): void;
  /** The whole message, or a pattern it must match. */
  message?: string | RegExp;
  /** Further checks of the error and of the fake (a secret left out, a run not cancelled...). */
  check?(error: ProviderError): void;
}

/** How one vendor's fake plays the contract (made by the kit beside each fake). */
export interface VendorContract {
  /** The fake API server the adapter talks to. */
  api(): FakeHttpServer;
  /** "METHOD /path" prefix of the adapter's first vendor request; transient failures are put there. */
  route: string;
  /** The vendor's error body for a status, e.g. its 429 "slow down". */
  errorBody(status: number, message: string): unknown;
  /** Refusals and failed runs: each must end as a non-retryable ProviderError('vendor'). */
  vendorErrors: ContractCase[];
  /** Answers the vendor's protocol does not allow: each must end as ProviderError('malformed'). */
  malformed: ContractCase[];
  /**
   * Makes the next call never finish on the vendor's side. A vendor with runs it can cancel reports some
   * progress first (the caller then knows the run), as a stalled job does.
   */
  hang(): void;
  /** One more transient failure on another route (e.g. while polling), to be retried like the others. */
  flakyElsewhere?(): void;
  /** After a timeout or an abort of a run that reported progress: checks it was cancelled on the vendor's side. */
  cancelled?(): void;
  /** After retries that succeeded: checks that the work was queued only once. */
  retried?(): void;
}

export interface AdapterContract {
  /** e.g. 'Replicate image provider'. */
  name: string;
  /** Who speaks in messages, e.g. 'Image provider'. */
  label: string;
  /** The vendor kit for this label, e.g. replicateContract(fake). */
  vendor: (label: string) => VendorContract;
  /** One ordinary call of the adapter, on a provider made with `options`. */
  call(options: ContractOptions, context: ProviderCallContext): Promise<unknown>;
  /** Checks what a successful call returned. */
  succeeded(result: unknown): void;
  /** Malformed answers only this adapter can get (a file of the wrong kind, a reply of the wrong shape). */
  malformed?: ContractCase[];
  /** Calls refused as ProviderError('input') before anything is sent to the vendor. */
  inputErrors?: Array<{ name: string; call(options: ContractOptions): Promise<unknown>; message?: string }>;
}

const OPTIONS: ContractOptions = { timeoutMs: 3000, maxRetries: 2 };
/** The whole-call limit of the timeout test: the vendor hangs, so only this limit can end the call. */
const SHORT_TIMEOUT_MS = 300;

function expectMessage(error: ProviderError, expected: ContractCase): void {
  if (typeof expected.message === 'string') expect(error.message).toBe(expected.message);
  else if (expected.message) expect(error.message).toMatch(expected.message);
  expected.check?.(error);
}

/** Registers the contract's tests for one adapter, one test per row of the vendor's and the adapter's tables. */
export function describeAdapterContract(adapter: AdapterContract): void {
  const vendor = adapter.vendor(adapter.label);
  const call = (context: ProviderCallContext = {}, options: Partial<ContractOptions> = {}): Promise<unknown> =>
    adapter.call({ ...OPTIONS, ...options }, context);

  describe(`${adapter.name} (adapter contract)`, () => {
    it('succeeds, reporting progress from 0 to 100', async () => {
      const progress: number[] = [];
      adapter.succeeded(await call({ onProgress: (percent) => progress.push(percent) }));
      expect(progress[0]).toBe(0);
      expect(progress.at(-1)).toBe(100);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
    });

    for (const failure of vendor.vendorErrors) {
      it(`maps ${failure.name} to a vendor error with the vendor's message`, async () => {
        failure.arrange();
        const error = await providerFailure(call());
        expect(error.reason).toBe('vendor');
        expect(error.isRetryable).toBe(false);
        expectMessage(error, failure);
      });
    }

    for (const failure of [...vendor.malformed, ...(adapter.malformed ?? [])]) {
      it(`treats ${failure.name} as malformed`, async () => {
        failure.arrange();
        const error = await providerFailure(call());
        expect(error.reason).toBe('malformed');
        expectMessage(error, failure);
      });
    }

    it('times out with the configured limit when the vendor hangs', async () => {
      vendor.hang();
      let isUnderWay = false;
      const onProgress = (percent: number) => {
        if (percent > 0) isUnderWay = true;
      };
      const error = await providerFailure(call({ onProgress }, { timeoutMs: SHORT_TIMEOUT_MS }));
      expect(error.reason).toBe('timeout');
      expect(error.message).toBe(`${adapter.label} timed out`);
      expect(error.isRetryable).toBe(true);
      // On a busy machine the limit may run out before the run even started; a run under way is cancelled.
      if (isUnderWay) vendor.cancelled?.();
    });

    it('stops when the caller aborts, with the caller reason rather than a provider error', async () => {
      vendor.hang();
      const controller = new AbortController();
      const abort = () => controller.abort(new Error('cancelled by user'));
      // The user cancels a run under way: once it reports progress where the vendor has runs to cancel,
      // else once the vendor has the request.
      const onProgress = (percent: number) => {
        if (percent > 0) abort();
      };
      const pending = call({ signal: controller.signal, onProgress });
      if (!vendor.cancelled) {
        await vi.waitFor(() => expect(vendor.api().received(vendor.route)).not.toHaveLength(0), { timeout: 15_000 });
        abort();
      }
      const error = await pending.then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).not.toBeInstanceOf(ProviderError);
      expect(error).toHaveProperty('message', 'cancelled by user');
      vendor.cancelled?.();
    });

    it('retries after a 503, a 429 with Retry-After and a dropped connection, then succeeds', async () => {
      const api = vendor.api();
      api.fail(vendor.route, { kind: 'status', status: 503 });
      const slowDown = vendor.errorBody(429, 'Rate limit reached');
      api.fail(vendor.route, { kind: 'vendor', status: 429, body: slowDown, headers: { 'retry-after': '0' } });
      api.fail(vendor.route, { kind: 'drop' });
      vendor.flakyElsewhere?.();
      adapter.succeeded(await call({}, { maxRetries: 3 }));
      expect(api.received(vendor.route)).toHaveLength(4);
      expect(api.pendingFailures).toBe(0);
      vendor.retried?.();
    });

    it('gives up after maxRetries with an unavailable error', async () => {
      const api = vendor.api();
      api.fail(vendor.route, { kind: 'status', status: 502, body: 'Bad gateway' }, OPTIONS.maxRetries + 1);
      const error = await providerFailure(call());
      expect(error.reason).toBe('unavailable');
      expect(error.message).toBe(`${adapter.label} is unavailable (HTTP 502): Bad gateway`);
      expect(api.received(vendor.route)).toHaveLength(OPTIONS.maxRetries + 1);
    });

    for (const input of adapter.inputErrors ?? []) {
      it(`refuses ${input.name} as an input error without calling the vendor`, async () => {
        const error = await providerFailure(input.call(OPTIONS));
        expect(error.reason).toBe('input');
        if (input.message) expect(error.message).toBe(input.message);
        expect(vendor.api().requests).toHaveLength(0);
      });
    }
  });
}
