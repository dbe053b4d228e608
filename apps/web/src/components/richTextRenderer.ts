/**
 * The Markdown renderer of rich text (marked and DOMPurify, markdownToSafeHtml.ts) as a chunk of its own: the home
 * page's texts are plain paragraphs and never need it; other screens start loading it with their code
 * (app/router.tsx), so it is there when their content arrives.
 */
export type MarkdownRenderer = (markdown: string) => string;

let renderer: MarkdownRenderer | undefined;
let loading: Promise<MarkdownRenderer> | undefined;

export function loadMarkdownRenderer(): Promise<MarkdownRenderer> {
  loading ??= import('./markdownToSafeHtml').then((module) => (renderer = module.markdownToSafeHtml));
  return loading;
}

/** The renderer when it has loaded, else undefined. */
export function loadedMarkdownRenderer(): MarkdownRenderer | undefined {
  return renderer;
}

/** Anything Markdown would turn into markup (or an entity, an autolink, a line break), or that is not simply text. */
const MARKDOWN_SYNTAX = /[\\`*_[\]<>&#|~=@\t\r]|:\/\/|www\.| $|^ |^[-+]|^\d+[.)]/m;

/**
 * The paragraphs of a text that has no Markdown in it at all, which Markdown would render as exactly these
 * paragraphs; null when the text needs the renderer.
 */
export function plainTextParagraphs(markdown: string): string[] | null {
  return MARKDOWN_SYNTAX.test(markdown) ? null : paragraphsOf(markdown);
}

/** A text cut into paragraphs at its blank lines. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
