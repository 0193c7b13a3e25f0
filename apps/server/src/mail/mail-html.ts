const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML (names and user agents come from users). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** A mail's paragraphs as plain text: blank lines between them. */
export function plainBody(paragraphs: readonly string[]): string {
  return `${paragraphs.join('\n\n')}\n`;
}

/**
 * The same paragraphs as a simple HTML page; a paragraph that is a link (one address, nothing else) becomes a
 * link, so the reset address is clickable in clients that show HTML.
 */
export function htmlBody(title: string, paragraphs: readonly string[]): string {
  const body = paragraphs
    .map((paragraph) =>
      /^https?:\/\/\S+$/.test(paragraph)
        ? `<p><a href="${escapeHtml(paragraph)}">${escapeHtml(paragraph)}</a></p>`
        : `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`,
    )
    .join('\n');
  return `<!doctype html>\n<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>\n<body style="font-family: sans-serif; line-height: 1.5">\n${body}\n</body></html>\n`;
}
