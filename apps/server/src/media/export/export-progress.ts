// One 0-100 figure for an export made of several ffmpeg runs: each clip weighs its frame count, the audio mix
// and the final mux weigh what they cost relative to rendering (cached clips count as done from the start).

export interface ProgressStage {
  id: string;
  /** Relative cost. */
  weight: number;
}

export function createProgressAggregator(stages: readonly ProgressStage[], onChange: (percent: number) => void) {
  const total = stages.reduce((sum, stage) => sum + Math.max(0, stage.weight), 0) || 1;
  const weights = new Map(stages.map((stage) => [stage.id, Math.max(0, stage.weight)]));
  const done = new Map<string, number>();
  let reported = -1;
  const current = () => {
    let sum = 0;
    for (const [id, weight] of weights) sum += (weight * (done.get(id) ?? 0)) / 100;
    return Math.floor((sum / total) * 100);
  };
  return {
    /** Records a stage's own percent (0-100); reports the overall figure when it grew (never 100 before the end). */
    update(id: string, percent: number): void {
      if (!weights.has(id)) return;
      done.set(id, Math.max(done.get(id) ?? 0, Math.min(100, Math.max(0, percent))));
      const overall = Math.min(99, current());
      if (overall > reported) {
        reported = overall;
        onChange(overall);
      }
    },
    percent: current,
  };
}
