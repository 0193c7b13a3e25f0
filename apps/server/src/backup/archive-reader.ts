import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import yauzl from 'yauzl';
import { BackupManifest, BACKUP_FORMAT, BACKUP_FORMAT_VERSION, MANIFEST_PATH } from './backup-manifest.ts';

/** Why an archive cannot be restored: named for the operator, and nothing was written. */
export class ArchiveError extends Error {}

const openZip = promisify<string, yauzl.Options, yauzl.ZipFile>(yauzl.open);

/** A backup archive opened for reading: its manifest and each entry's bytes by path. */
export class ArchiveReader {
  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: Map<string, yauzl.Entry>,
    readonly manifest: BackupManifest,
  ) {}

  static async open(file: string): Promise<ArchiveReader> {
    let zip: yauzl.ZipFile;
    try {
      zip = await openZip(file, { lazyEntries: true, autoClose: false });
    } catch (error) {
      throw new ArchiveError(`${file} is not a backup archive (${(error as Error).message})`);
    }
    const entries = new Map<string, yauzl.Entry>();
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.once('end', () => resolve());
      zip.once('error', (error: Error) => reject(new ArchiveError(`${file} is damaged: ${error.message}`)));
      zip.readEntry();
    });
    const manifestEntry = entries.get(MANIFEST_PATH);
    if (!manifestEntry) throw new ArchiveError(`${file} has no ${MANIFEST_PATH}: not a backup archive`);
    const reader = new ArchiveReader(zip, entries, undefined as unknown as BackupManifest);
    const text = await readAll(await reader.streamOf(MANIFEST_PATH));
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ArchiveError(`${file}: ${MANIFEST_PATH} is not JSON`);
    }
    const format = parsed as { format?: unknown; formatVersion?: unknown };
    if (format.format !== BACKUP_FORMAT) throw new ArchiveError(`${file} is not a Sym Studio backup`);
    if (format.formatVersion !== BACKUP_FORMAT_VERSION) {
      throw new ArchiveError(
        `${file} has backup format ${String(format.formatVersion)}; this version reads ${BACKUP_FORMAT_VERSION}`,
      );
    }
    const manifest = BackupManifest.safeParse(parsed);
    if (!manifest.success) throw new ArchiveError(`${file}: ${MANIFEST_PATH} is not valid (${manifest.error.message})`);
    return new ArchiveReader(zip, entries, manifest.data);
  }

  /** The bytes of one entry. */
  async streamOf(path: string): Promise<Readable> {
    const entry = this.entries.get(path);
    if (!entry) throw new ArchiveError(`The archive has no ${path}`);
    return promisify<yauzl.Entry, Readable>(this.zip.openReadStream.bind(this.zip))(entry);
  }

  /** The lines of a JSON-lines entry. */
  async *linesOf(path: string): AsyncIterable<string> {
    const lines = createInterface({ input: await this.streamOf(path), crlfDelay: Infinity });
    for await (const line of lines) yield line;
  }

  /**
   * Reads every file the manifest lists and compares its size and SHA-256 with it (and refuses entries the
   * manifest does not list); throws ArchiveError naming the first that differs.
   */
  async verify(): Promise<void> {
    const listed = new Set(this.manifest.files.map((file) => file.path));
    for (const name of this.entries.keys()) {
      if (name !== MANIFEST_PATH && !listed.has(name))
        throw new ArchiveError(`The archive holds ${name}, which its manifest does not list`);
    }
    for (const file of this.manifest.files) {
      const hash = createHash('sha256');
      let size = 0;
      try {
        for await (const chunk of await this.streamOf(file.path)) {
          hash.update(chunk as Buffer);
          size += (chunk as Buffer).length;
        }
      } catch (error) {
        if (error instanceof ArchiveError) throw error;
        throw new ArchiveError(
          `${file.path} cannot be read from the archive (${(error as Error).message}): it is damaged`,
        );
      }
      const sha256 = hash.digest('hex');
      if (size !== file.size || sha256 !== file.sha256) {
        throw new ArchiveError(`Checksum mismatch for ${file.path}: the archive is damaged; nothing was restored`);
      }
    }
  }

  close(): void {
    this.zip.close();
  }
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
