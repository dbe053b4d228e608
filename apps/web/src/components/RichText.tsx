import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';

/** CMS rich text is Markdown (possibly with HTML); it is rendered, then sanitised, before it reaches the DOM. */
export function markdownToSafeHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return DOMPurify.sanitize(html);
}

export function RichText({ markdown, className }: { markdown: string | null | undefined; className?: string }) {
  const html = useMemo(() => (markdown ? markdownToSafeHtml(markdown) : ''), [markdown]);
  if (!html) return null;
  return (
    <div className={['rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
