import { downloadFile } from '../../../lib/download';

/** A file name for the episode's script: its name with characters file systems refuse replaced, and .txt. */
export function scriptFileName(scenarioName: string): string {
  const base = [...scenarioName]
    .map((char) => (char < ' ' ? ' ' : char))
    .join('')
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${base || 'script'}.txt`;
}

/** Saves text as a UTF-8 file through the browser's download. */
export function downloadTextFile(fileName: string, text: string): void {
  downloadFile(fileName, text, 'text/plain;charset=utf-8');
}
