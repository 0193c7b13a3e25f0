import { z } from 'zod';

/** Validation limits of spec §5. */
export const LIMITS = {
  nameMin: 1,
  nameMax: 100,
  projectDescriptionMax: 500,
  assetDescriptionMax: 1000,
  scenarioDescriptionMax: 1000,
  shotSequenceMin: 1,
  passwordMax: 256,
  emailMax: 254,
  textMax: 20_000,
} as const;

export const Id = z.string().uuid();
export const Name = z.string().trim().min(LIMITS.nameMin).max(LIMITS.nameMax);
export const Email = z.string().trim().toLowerCase().max(LIMITS.emailMax).email();
export const Url = z.string().url();
export const Timestamp = z.string().datetime({ offset: true });
export const Json = z.record(z.string(), z.unknown());

/** The version of an entity the client edited (its updatedAt as read); a write over a newer one is a 409. */
export const ExpectedVersion = Timestamp.optional();
