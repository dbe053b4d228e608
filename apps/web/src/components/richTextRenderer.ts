/**
 * The Markdown renderer of rich text (marked and DOMPurify, markdownToSafeHtml.ts) as a chunk of its own: the home,
 * audience and programme pages' texts are paragraphs with at most some emphasis (simpleParagraphs) and seldom need
 * it; other screens start loading it with their code (app/routes/screens.ts), so it is there when their content
 * arrives.
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

/**
 * Anything Markdown would turn into markup (or an entity, an autolink, a line break, a list), or that is not simply
 * text, but for the asterisks of emphasis, which simpleParagraphs reads itself.
 */
const MARKDOWN_SYNTAX = /[\\`_[\]<>&#|~=@\t\r]|:\/\/|www\.| $|^ |^[-+]|^\*\s|^\d+[.)]/m;

/**
 * `**strong**` or `*emphasised*` words, only where Markdown reads them so whatever the rest of the line: no asterisk
 * inside, no space just inside the marks, a space, a bracket or a quote just before, a space or punctuation just after.
 */
const EMPHASIS = /(^|[\s("'‘“])(\*\*?)(?![\s*])([^*]*?[^\s*])\2(?=$|[\s.,;:!?)"'’”])/g;

/** A stretch of a paragraph: plain text, or text that Markdown shows as strong (`**…**`) or emphasised (`*…*`). */
export interface TextRun {
  text: string;
  style?: 'strong' | 'emphasis';
}

/** One paragraph's runs, or null when it holds an asterisk that is not simple emphasis. */
function textRuns(paragraph: string): TextRun[] | null {
  const runs: TextRun[] = [];
  let from = 0;
  for (const match of paragraph.matchAll(EMPHASIS)) {
    const [, before, marks, text] = match;
    const start = match.index + before.length;
    runs.push({ text: paragraph.slice(from, start) });
    runs.push({ text, style: marks === '**' ? 'strong' : 'emphasis' });
    from = start + marks.length * 2 + text.length;
  }
  runs.push({ text: paragraph.slice(from) });
  const plain = runs.filter((run) => !run.style);
  return plain.some((run) => run.text.includes('*')) ? null : runs.filter((run) => run.text !== '');
}

/**
 * The paragraphs of a text whose only Markdown is emphasis, as runs that Markdown would render as exactly these
 * paragraphs (the landing pages' introductions): shown at once, without the renderer's chunk. Null when the text
 * needs the renderer.
 */
export function simpleParagraphs(markdown: string): TextRun[][] | null {
  if (MARKDOWN_SYNTAX.test(markdown)) return null;
  const paragraphs = paragraphsOf(markdown).map(textRuns);
  return paragraphs.every((runs) => runs !== null) ? (paragraphs as TextRun[][]) : null;
}

/** A text cut into paragraphs at its blank lines. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
