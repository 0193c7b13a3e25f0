import fs from 'node:fs/promises';
import path from 'node:path';
import { resolveFfmpeg } from './ffmpeg-binary.ts';
import { captureProcess, lastProgressSeconds } from './ffmpeg-runner.ts';
import { withTempDir } from './temp-dir.ts';

/** How one kind of upload (audio, video) is recognised and rewritten by ffmpeg. */
export interface UploadRewrite<S extends { extension: string }> {
  /** What the bytes are, read from them; undefined when they are no such file. */
  sniff: (bytes: Uint8Array) => S | undefined;
  /** ffmpeg's arguments: decode `input` to the end and write its kept streams to `output`. */
  argsOf: (input: string, output: string, sniffed: S) => string[];
  /** Longest a decode may take (only stops a hung process). */
  timeoutMs: number;
  /** FFMPEG_PATH; PATH or the bundled binary when absent. */
  ffmpegPath?: string | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * An uploaded file decoded to the end by ffmpeg (with `-progress` on stdout) and rewritten into a fresh file of
 * the same type: undefined when the bytes are no such file, ffmpeg fails, nothing was decoded, or what it wrote is
 * not of the same type; rejects only when ffmpeg cannot run (spawn failure, timeout, abort).
 */
export async function rewriteUpload<S extends { extension: string }>(
  bytes: Uint8Array,
  rewrite: UploadRewrite<S>,
): Promise<(S & { bytes: Buffer; duration: number }) | undefined> {
  const sniffed = rewrite.sniff(bytes);
  if (!sniffed) return undefined;
  const { ffmpeg } = await resolveFfmpeg(rewrite.ffmpegPath);
  return withTempDir(
    async (dir) => {
      const input = path.join(dir, `upload.${sniffed.extension}`);
      const output = path.join(dir, `decoded.${sniffed.extension}`);
      await fs.writeFile(input, bytes);
      const args = rewrite.argsOf(input, output, sniffed);
      const run = await captureProcess(ffmpeg, args, { signal: rewrite.signal, timeoutMs: rewrite.timeoutMs });
      if (run.exitCode !== 0) return undefined;
      const duration = lastProgressSeconds(run.stdout);
      const decoded = await fs.readFile(output).catch(() => undefined);
      if (!decoded || duration <= 0 || rewrite.sniff(decoded)?.extension !== sniffed.extension) return undefined;
      return { ...sniffed, bytes: decoded, duration };
    },
    { prefix: 'sym-upload-' },
  );
}
