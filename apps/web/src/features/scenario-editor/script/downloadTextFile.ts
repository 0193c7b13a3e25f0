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
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
