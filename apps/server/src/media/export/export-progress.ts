// One 0-100 figure for an export made of several ffmpeg runs: each clip weighs its frame count, the audio mix
// and the final mux weigh what they cost relative to rendering (cached clips count as done from the start).

export interface ProgressStage {
  id: string;
  /** Relative cost. */
  weight: number;
}

/** Folds the stages' own percents into one overall figure, reported to `onChange` each time it grows. */
export class ProgressAggregator {
  private readonly total: number;
  private readonly weights: Map<string, number>;
  private readonly done = new Map<string, number>();
  /** Σ weight × percent of every stage, kept as stages move: an update costs the same for 10 or 1,000 clips. */
  private weightedDone = 0;
  private reported = -1;

  constructor(
    stages: readonly ProgressStage[],
    private readonly onChange: (percent: number) => void,
  ) {
    this.total = stages.reduce((sum, stage) => sum + Math.max(0, stage.weight), 0) || 1;
    this.weights = new Map(stages.map((stage) => [stage.id, Math.max(0, stage.weight)]));
  }

  /** Records a stage's own percent (0-100); reports the overall figure when it grew (never 100 before the end). */
  update(id: string, percent: number): void {
    const weight = this.weights.get(id);
    if (weight === undefined) return;
    const before = this.done.get(id) ?? 0;
    const after = Math.max(before, Math.min(100, Math.max(0, percent)));
    this.done.set(id, after);
    this.weightedDone += weight * (after - before);
    const overall = Math.min(99, this.percent());
    if (overall > this.reported) {
      this.reported = overall;
      this.onChange(overall);
    }
  }

  /** The overall figure now (100 once every stage is done). */
  percent(): number {
    return Math.min(100, Math.floor(this.weightedDone / this.total + 1e-9));
  }
}
