import { PUBLIC_VIDEO_PAGE, type PublicVideo } from '@sym/contracts';

/** The path of a share link's public page, `/v/{id}`; its id, else undefined. */
const SHARE_PAGE_PATH = /^\/v\/([^/]+)\/?$/;

export function sharePageIdOf(urlPath: string): string | undefined {
  const match = SHARE_PAGE_PATH.exec(urlPath);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for an HTML attribute or element body (the title is the user's export name). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** Chat apps fetch previews from elsewhere, so every address in the tags is absolute. */
function absolute(publicUrl: string, url: string): string {
  return url.startsWith('/') ? `${publicUrl}${url}` : url;
}

/**
 * Open Graph and Twitter card tags of a shared video, so the link previews (title, poster, playable video) in
 * chat apps. A large-image card: a Twitter player card needs an embeddable HTTPS player page, which we don't have.
 */
export function shareMetaTags(video: PublicVideo, publicUrl: string, siteName?: string): string {
  const videoUrl = absolute(publicUrl, video.videoUrl);
  const posterUrl = video.posterUrl ? absolute(publicUrl, video.posterUrl) : undefined;
  const property: Array<[string, string]> = [
    ['og:title', video.title],
    ...(siteName ? ([['og:site_name', siteName]] as Array<[string, string]>) : []),
    ['og:type', 'video.other'],
    ['og:url', `${publicUrl}${PUBLIC_VIDEO_PAGE(video.shareId)}`],
    ['og:video', videoUrl],
    ...(videoUrl.startsWith('https:') ? ([['og:video:secure_url', videoUrl]] as Array<[string, string]>) : []),
    ['og:video:type', 'video/mp4'],
    ['og:video:width', String(video.width)],
    ['og:video:height', String(video.height)],
    ...(posterUrl ? ([['og:image', posterUrl]] as Array<[string, string]>) : []),
  ];
  const name: Array<[string, string]> = [
    ['twitter:card', posterUrl ? 'summary_large_image' : 'summary'],
    ['twitter:title', video.title],
    ...(posterUrl ? ([['twitter:image', posterUrl]] as Array<[string, string]>) : []),
  ];
  return [
    ...property.map(([key, value]) => `<meta property="${key}" content="${escapeHtml(value)}">`),
    ...name.map(([key, value]) => `<meta name="${key}" content="${escapeHtml(value)}">`),
  ].join('\n    ');
}

/**
 * index.html with the video's title and tags in its head (the SPA still boots and renders the page). With the
 * site's brand the title reads "Video · Motion Maker Studio", as the app's document title does.
 */
export function renderSharePage(indexHtml: string, video: PublicVideo, publicUrl: string, siteName?: string): string {
  const tags = shareMetaTags(video, publicUrl, siteName);
  const title = escapeHtml(siteName ? `${video.title} · ${siteName}` : video.title);
  const titled = /<title>[^<]*<\/title>/i.test(indexHtml)
    ? indexHtml.replace(/<title>[^<]*<\/title>/i, () => `<title>${title}</title>`)
    : indexHtml;
  if (/<\/head>/i.test(titled)) return titled.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
  // A page without a head (the tests' minimal index.html): the tags go first, where parsers still read them.
  return titled.replace(/<html[^>]*>/i, (open) => `${open}<head>${tags}</head>`);
}
