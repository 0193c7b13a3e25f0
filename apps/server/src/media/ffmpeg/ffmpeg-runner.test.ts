import { describe, expect, it } from 'vitest';
import { resolveFfmpeg } from './ffmpeg-binary.ts';
import { captureProcess, FfmpegError, parseProgressLine, runFfmpeg } from './ffmpeg-runner.ts';

/** A synthetic source that ffmpeg can render for as long as asked; `-re` makes it take real time. */
const pattern = (seconds: number, realtime = false): string[] => [
  ...(realtime ? ['-re'] : []),
  '-f',
  'lavfi',
  '-i',
  `testsrc=size=160x120:rate=25:duration=${seconds}`,
  '-f',
  'null',
  '-',
];

describe('parseProgressLine', () => {
  it('reads out_time_us, out_time_ms (also microseconds) and out_time', () => {
    expect(parseProgressLine('out_time_us=1500000')).toBe(1.5);
    expect(parseProgressLine('out_time_ms=2500000')).toBe(2.5);
    expect(parseProgressLine('out_time=00:01:02.500000')).toBe(62.5);
    expect(parseProgressLine('out_time=-00:00:00.040000')).toBe(0);
    expect(parseProgressLine('out_time_us=N/A')).toBeUndefined();
    expect(parseProgressLine('frame=12')).toBeUndefined();
    expect(parseProgressLine('progress=end')).toBeUndefined();
  });
});

describe('runFfmpeg', () => {
  it('reports increasing progress that ends at 100', async () => {
    const { ffmpeg } = await resolveFfmpeg();
    const seen: number[] = [];
    await runFfmpeg(ffmpeg, pattern(3), { durationSeconds: 3, onProgress: (percent) => seen.push(percent) });
    expect(seen.at(-1)).toBe(100);
    expect(seen.length).toBeGreaterThan(1);
    for (let index = 1; index < seen.length; index += 1) expect(seen[index]).toBeGreaterThan(seen[index - 1] ?? -1);
  });

  it('rejects with the last stderr lines when ffmpeg fails', async () => {
    const { ffmpeg } = await resolveFfmpeg();
    const failure = await runFfmpeg(ffmpeg, ['-i', '/nonexistent/input.png', '-f', 'null', '-']).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(FfmpegError);
    expect((failure as FfmpegError).reason).toBe('failed');
    expect((failure as FfmpegError).exitCode).not.toBe(0);
    expect((failure as Error).message).toMatch(/No such file or directory/);
  });

  it('stops the process when aborted and rejects with an AbortError', async () => {
    const { ffmpeg } = await resolveFfmpeg();
    const controller = new AbortController();
    const run = runFfmpeg(ffmpeg, pattern(60, true), {
      signal: controller.signal,
      durationSeconds: 60,
      // Abort once ffmpeg demonstrably runs.
      onProgress: () => controller.abort(),
    });
    const failure = await run.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FfmpegError);
    expect((failure as FfmpegError).name).toBe('AbortError');
    // The promise settles on the process's exit: without the abort, the 60 s of real-time input would
    // outlast the test's time limit.
    expect((failure as FfmpegError).reason).toBe('aborted');
  });

  it('kills with SIGKILL when the process ignores SIGTERM past the grace period', async () => {
    const controller = new AbortController();
    // A shell that ignores SIGTERM stands in for a stuck ffmpeg.
    const run = captureProcess('sh', ['-c', 'trap "" TERM; while true; do sleep 0.05; done'], {
      signal: controller.signal,
      killGraceMs: 300,
    });
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    await expect(run).rejects.toMatchObject({ reason: 'aborted' });
    // The shell outlived SIGTERM and died of SIGKILL once the grace was over (no sooner; later on a busy machine).
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
  });

  it('times out', async () => {
    const { ffmpeg } = await resolveFfmpeg();
    await expect(runFfmpeg(ffmpeg, pattern(60, true), { timeoutMs: 300 })).rejects.toMatchObject({
      reason: 'timeout',
    });
  });

  it('rejects when the binary cannot start', async () => {
    await expect(runFfmpeg('/nonexistent/ffmpeg', pattern(1))).rejects.toMatchObject({ reason: 'spawn' });
  });

  it('does not start when the signal is already aborted', async () => {
    const { ffmpeg } = await resolveFfmpeg();
    await expect(runFfmpeg(ffmpeg, pattern(1), { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
