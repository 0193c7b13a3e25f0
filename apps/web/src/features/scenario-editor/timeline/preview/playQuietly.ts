/**
 * Starts a media element, ignoring a refused start (autoplay policy, a source switched mid-way): the
 * timeline clock keeps running and the next frame tries again.
 */
export function playQuietly(element: HTMLMediaElement): void {
  try {
    const started = element.play() as Promise<void> | undefined;
    started?.catch(() => undefined);
  } catch {
    // Environments without media playback (tests) throw here; nothing to do.
  }
}
