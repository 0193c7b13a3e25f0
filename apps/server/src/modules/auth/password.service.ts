import { hash, verify } from '@node-rs/argon2';

// argon2id (the library default algorithm) with OWASP-recommended cost: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let dummyHash: Promise<string> | undefined;

function fixedHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy password for timing only');
  return dummyHash;
}

/** Computes the fixed hash used for unknown accounts ahead of the first sign-in, so that one is not slower. */
export async function preparePasswordTiming(): Promise<void> {
  await fixedHash();
}

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * Verifies a password. Without a stored hash (unknown e-mail, social-only account) it still verifies
 * against a fixed hash so the answer takes the same time and reveals nothing.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await fixedHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
