/**
 * `html` without its `<link>` tags that carry `attribute` (and the white space after each): how a document sheds the
 * links one kind of visitor does not need (the SPA-only preloads in the rendered pages' shell,
 * scripts/vite-page-shells.ts; the wide-screen-only font in a phone's documents, user-agent-class.ts).
 */
export function withoutLinksMarked(html: string, attribute: string): string {
  return html.replace(new RegExp(`<link [^>]*${attribute}[^>]*>\\s*`, 'g'), '');
}
