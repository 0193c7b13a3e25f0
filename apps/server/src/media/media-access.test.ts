import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { MediaAccess, INPUT_GRACE_SECONDS, MEDIA_WINDOW_SECONDS, sharedMediaAddress } from './media-access.ts';
import { newMediaKey } from './media-storage.ts';

const SECRET = 's'.repeat(40);
const HOUR = 3600 * 1000;

/** A media access whose clock the test moves. */
function accessAt(start: number, secret = SECRET) {
  const clock = { now: start };
  return { clock, access: new MediaAccess({ secret, now: () => clock.now }) };
}

const queryOf = (address: string) => new URLSearchParams(address.slice(address.indexOf('?') + 1));

describe('media access', () => {
  const key = newMediaKey('png');
  const windowStart = Date.UTC(2026, 0, 1, 6); // 06:00 UTC starts a six-hour window

  it('signs a key until the end of the next window, the same address for the whole window', () => {
    const { clock, access } = accessAt(windowStart + 1000);
    const first = access.signedAddress(key);
    expect(first).toMatch(new RegExp(`^/media/${key.replace('.', '\\.')}\\?exp=\\d+&sig=[A-Za-z0-9_-]{43}$`));
    expect(Number(queryOf(first).get('exp'))).toBe((windowStart + 2 * MEDIA_WINDOW_SECONDS * 1000) / 1000);
    clock.now = windowStart + 6 * HOUR - 1;
    expect(access.signedAddress(key)).toBe(first);
    clock.now = windowStart + 6 * HOUR;
    expect(access.signedAddress(key)).not.toBe(first);
  });

  it('verifies its own signatures until they expire, and nothing tampered or from another secret', () => {
    const { clock, access } = accessAt(windowStart);
    const address = access.signedAddress(key);
    const exp = queryOf(address).get('exp');
    const sig = queryOf(address).get('sig');
    expect(access.checkSignature(key, exp, sig)).toEqual({ valid: true, secondsLeft: 12 * 3600 });
    expect(access.checkSignature(newMediaKey('png'), exp, sig).valid).toBe(false);
    expect(access.checkSignature(key, String(Number(exp) + 3600), sig).valid).toBe(false);
    expect(access.checkSignature(key, exp, `${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`).valid).toBe(false);
    expect(access.checkSignature(key, exp, undefined).valid).toBe(false);
    expect(access.checkSignature(key, undefined, sig).valid).toBe(false);
    expect(accessAt(windowStart, 't'.repeat(40)).access.checkSignature(key, exp, sig).valid).toBe(false);
    clock.now = Number(exp) * 1000 - 1000;
    expect(access.checkSignature(key, exp, sig)).toEqual({ valid: true, secondsLeft: 1 });
    clock.now = Number(exp) * 1000;
    expect(access.checkSignature(key, exp, sig).valid).toBe(false);
  });

  it('signs every stored path in a body without touching the original or other strings', () => {
    const { access } = accessAt(windowStart);
    const shared = sharedMediaAddress(key, '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b');
    const untouched = { name: 'no media here', at: new Date(0) };
    const body = {
      success: true,
      data: [{ imageUrl: `/media/${key}`, refs: [`/media/${key}`, 'https://example.com/a.png'], shared }, untouched],
    };
    const snapshot = structuredClone(body);
    const signed = access.signPaths(body);
    expect(body).toEqual(snapshot);
    expect(signed.data[0]).toEqual({
      imageUrl: access.signedAddress(key),
      refs: [access.signedAddress(key), 'https://example.com/a.png'],
      shared,
    });
    expect(signed.data[1]).toBe(untouched);
    expect(access.signPaths(untouched)).toBe(untouched);
    expect(access.signPaths(`/media/${key}`)).toBe(access.signedAddress(key));
  });

  it('turns signed input back into stored paths and refuses unsigned, forged or long-expired ones', () => {
    const { clock, access } = accessAt(windowStart);
    const address = access.signedAddress(key);
    const input = { updates: { imageUrl: address, referenceImages: [`https://studio.example${address}`] } };
    expect(access.unsignInput(input)).toEqual({
      updates: { imageUrl: `/media/${key}`, referenceImages: [`/media/${key}`] },
    });
    const refused = (value: unknown) => {
      try {
        access.unsignInput(value);
        return undefined;
      } catch (error) {
        return error instanceof AppError ? [error.code, error.details?.[0]?.field] : error;
      }
    };
    expect(refused({ imageUrl: `/media/${key}` })).toEqual(['VALIDATION_ERROR', 'imageUrl']);
    expect(refused({ a: { list: ['x', `https://elsewhere.example/media/${key}`] } })).toEqual([
      'VALIDATION_ERROR',
      'a.list.1',
    ]);
    expect(refused({ imageUrl: sharedMediaAddress(key, '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b') })).toEqual([
      'VALIDATION_ERROR',
      'imageUrl',
    ]);
    // The signature's first character changed (to another one whatever it was: 'x' stays 'x' one time in 64).
    const forged = address.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'x' ? 'y' : 'x'}`);
    expect(refused({ imageUrl: forged })).toEqual(['VALIDATION_ERROR', 'imageUrl']);
    expect(refused({ name: 'a /media/ mention', imageUrl: 'https://example.com/a.png' })).toBeUndefined();
    const exp = Number(queryOf(address).get('exp'));
    clock.now = (exp + INPUT_GRACE_SECONDS - 1) * 1000;
    expect(access.unsignInput({ imageUrl: address })).toEqual({ imageUrl: `/media/${key}` });
    clock.now = (exp + INPUT_GRACE_SECONDS) * 1000;
    expect(refused({ imageUrl: address })).toEqual(['VALIDATION_ERROR', 'imageUrl']);
  });
});
