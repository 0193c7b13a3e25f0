import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { once } from 'node:events';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { ArchiveFile } from './backup-manifest.ts';

/**
 * A zip archive written entry after entry, each one hashed (SHA-256) as it goes in, to `file`.partial, renamed
 * to `file` only when complete: an interrupted backup never leaves an archive that looks whole. Media are stored
 * as they are (already compressed), table dumps deflated.
 */
export class ArchiveWriter {
  private readonly zip = new yazl.ZipFile();
  private readonly partial: string;
  private readonly written: Promise<void>;
  readonly files: ArchiveFile[] = [];

  constructor(private readonly file: string) {
    this.partial = `${file}.partial`;
    this.written = pipeline(this.zip.outputStream, createWriteStream(this.partial, { mode: 0o600 }));
    this.written.catch(() => undefined);
  }

  /** Adds one entry from a stream; resolves when the archive has taken all of it. */
  async add(
    path: string,
    source: Readable,
    options: { compress: boolean; contentType?: string },
  ): Promise<ArchiveFile> {
    const hash = createHash('sha256');
    let size = 0;
    // Hashed as the archive reads it (a 'data' listener would let bytes flow before the zip takes the entry).
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    this.zip.addReadStream(counted, path, { compress: options.compress });
    await Promise.all([pipeline(source, counted), once(counted, 'end')]);
    const file: ArchiveFile = {
      path,
      size,
      sha256: hash.digest('hex'),
      ...(options.contentType ? { contentType: options.contentType } : {}),
    };
    this.files.push(file);
    return file;
  }

  /** Adds the last entry (the manifest) and finishes the archive under its name. */
  async finish(path: string, bytes: Buffer): Promise<void> {
    this.zip.addBuffer(bytes, path, { compress: true });
    this.zip.end();
    await this.written;
    await fs.rename(this.partial, this.file);
  }

  /** Drops the unfinished archive. */
  async abandon(): Promise<void> {
    (this.zip.outputStream as unknown as { destroy(): void }).destroy();
    await this.written.catch(() => undefined);
    await fs.rm(this.partial, { force: true });
  }
}
