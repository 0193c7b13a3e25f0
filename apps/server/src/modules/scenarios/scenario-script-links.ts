import type { ScriptLink } from '@sym/contracts';
import { z } from 'zod';

/**
 * Where an episode keeps which block of its script stands for which shot (script-links in @sym/contracts): a key
 * of its metadata the API never shows and a client's metadata never replaces, so the script itself stays the
 * user's text, with no tags in it.
 */
export const SCRIPT_LINKS_KEY = 'scriptLinks';

const StoredLinks = z.array(z.object({ shotId: z.string().min(1), sum: z.string().min(1) }));

/** The links kept on the episode; none when there are none or they are damaged. */
export function scriptLinksOf(metadata: Record<string, unknown>): ScriptLink[] {
  const parsed = StoredLinks.safeParse(metadata[SCRIPT_LINKS_KEY]);
  return parsed.success ? parsed.data : [];
}

/** The metadata as the API shows it: without the links. */
export function withoutScriptLinks(metadata: Record<string, unknown>): Record<string, unknown> {
  if (!(SCRIPT_LINKS_KEY in metadata)) return metadata;
  const { [SCRIPT_LINKS_KEY]: _links, ...shown } = metadata;
  return shown;
}

/** Metadata a client sends, with the links the episode keeps (a client neither sees nor sets them). */
export function withStoredScriptLinks(
  sent: Record<string, unknown>,
  stored: Record<string, unknown>,
): Record<string, unknown> {
  const shown = withoutScriptLinks(sent);
  return SCRIPT_LINKS_KEY in stored ? { ...shown, [SCRIPT_LINKS_KEY]: stored[SCRIPT_LINKS_KEY] } : shown;
}
