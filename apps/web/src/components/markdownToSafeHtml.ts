import DOMPurify, { type WindowLike } from 'dompurify';
import { marked } from 'marked';

/**
 * CMS rich text is Markdown (possibly with HTML); it is rendered, then sanitised, before it reaches the DOM.
 * Beyond DOMPurify's defaults (no script, event handler or javascript: URL), content may not restyle the page or post
 * a form elsewhere. Loaded on demand (richTextRenderer.ts): together they are about 20 KB of gzipped JavaScript.
 */
export function markdownToSafeHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return purifier.sanitize(html, { FORBID_TAGS: ['style', 'form'] });
}

let purifier = DOMPurify;

/** The server render has no window of its own (entry-server.tsx): DOMPurify then works on one made by jsdom. */
export function sanitiseWith(window: WindowLike): void {
  purifier = DOMPurify(window);
}
