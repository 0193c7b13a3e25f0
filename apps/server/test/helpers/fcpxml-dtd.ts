import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// Final Cut Pro refuses an FCPXML that does not match its DTD; the tests check ours with xmllint (Debian
// libxml2-utils, installed by .ci/run) against the DTD Apple publishes, kept in test/fixtures/dtd.
const DTD = fileURLToPath(new URL('../fixtures/dtd/FCPXMLv1_10.dtd', import.meta.url));

/** Whether the document validates against the FCPXML 1.10 DTD, and xmllint's complaints when it does not. */
export async function validateFcpxml(xml: string): Promise<{ valid: boolean; errors: string }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-fcpxml-'));
  try {
    const file = path.join(dir, 'edit.fcpxml');
    await fs.writeFile(file, xml);
    await promisify(execFile)('xmllint', ['--noout', '--dtdvalid', DTD, file]);
    return { valid: true, errors: '' };
  } catch (error) {
    return { valid: false, errors: String((error as { stderr?: string }).stderr ?? error) };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** An FCPXML time (`N/30s`, `0s`) in seconds. */
export function fcpxmlSeconds(value: string): number {
  const [frames, rate = '1'] = value.replace(/s$/, '').split('/');
  return Number(frames) / Number(rate);
}
