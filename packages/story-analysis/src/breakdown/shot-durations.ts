/** Narration pace used to time shots. */
export const WORDS_PER_SECOND = 2.5;
export const MIN_SHOT_SECONDS = 2;
export const MAX_SHOT_SECONDS = 10;
const STEP = 0.5;

/** Number of words in a text. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Rounds seconds to the nearest half second, never below half a second. */
export function roundToStep(seconds: number): number {
  return Math.max(STEP, Math.round(seconds / STEP) * STEP);
}

/** Seconds needed to read a text aloud, clamped to a shot's sensible range and rounded to 0.5 s. */
export function readingSeconds(text: string): number {
  const seconds = countWords(text) / WORDS_PER_SECOND;
  return roundToStep(Math.min(MAX_SHOT_SECONDS, Math.max(MIN_SHOT_SECONDS, seconds)));
}

/**
 * Scales durations so they add up to `target` exactly, in half-second steps (largest remainder), keeping
 * each shot at least half a second. When the target is too short for that, every shot gets half a second.
 */
export function fitDurations(durations: readonly number[], target: number): number[] {
  if (durations.length === 0) return [];
  const totalSteps = Math.round(target / STEP);
  if (!Number.isFinite(target) || totalSteps <= durations.length) return durations.map(() => STEP);
  const weights = durations.map((duration) => (duration > 0 ? duration : STEP));
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  // One step is reserved for every shot; the rest is shared in proportion to the original durations.
  const spare = totalSteps - durations.length;
  const exact = weights.map((weight) => (weight / weightSum) * spare);
  const steps = exact.map((value) => Math.floor(value));
  let remaining = spare - steps.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((left, right) => right.remainder - left.remainder || left.index - right.index);
  for (const { index } of order) {
    if (remaining <= 0) break;
    steps[index] = (steps[index] ?? 0) + 1;
    remaining--;
  }
  return steps.map((value) => (value + 1) * STEP);
}
