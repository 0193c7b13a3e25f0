/**
 * Validation limits of spec §5, apart from the schemas built on them (limits.ts), so a page that only shows a
 * limit loads no schema.
 */
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
