import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml } from './markdownToSafeHtml';
import { simpleParagraphs, type TextRun } from './richTextRenderer';

/** The paragraphs as the DOM shows them (as RichText writes them), for comparing with what Markdown renders. */
function asHtml(paragraphs: TextRun[][]): string {
  const container = document.createElement('div');
  for (const runs of paragraphs) {
    const paragraph = container.appendChild(document.createElement('p'));
    for (const run of runs) {
      const tag = { strong: 'strong', emphasis: 'em' } as const;
      if (run.style) paragraph.appendChild(document.createElement(tag[run.style])).textContent = run.text;
      else paragraph.append(run.text);
    }
  }
  return container.innerHTML;
}

function renderedByMarkdown(markdown: string): string {
  const container = document.createElement('div');
  container.innerHTML = markdownToSafeHtml(markdown);
  return container.innerHTML.replace(/\n(?=<p>)|\n$/g, '');
}

describe('plain rich text and emphasis (shown without loading the Markdown renderer)', () => {
  it.each([
    'Welcome to the Music Classroom: programmes, lessons and recordings created by the orchestra’s players.',
    'Two new SEND programmes, developed with "partner" special schools, are now available (to all subscribers)!',
    'First paragraph.\n\nSecond paragraph,\nwith a line break inside it.\n\n\nThird; 100% done?',
    'Sing **loudly**.',
    '**Bold** at the start, *emphasis* at the end',
    '*Pulse and Rhythm* first.\n\nThen **high and low sounds** and **pulse**, with the **players’** help.',
    '“**Quoted**” and (*in brackets*); **a** **b**, *c*!',
    'Across a **soft\nline break** too',
  ])('renders %j as Markdown would', (text) => {
    const paragraphs = simpleParagraphs(text);
    expect(paragraphs).not.toBeNull();
    expect(asHtml(paragraphs!)).toBe(renderedByMarkdown(text));
  });

  it.each([
    '## A heading',
    '- a list item',
    '1. a numbered item',
    '> a quotation',
    'A [link](https://example.org)',
    'Visit https://example.org or www.example.org',
    'Write to help@example.com',
    'Fish &amp; chips',
    '<b>bold</b>',
    'A line  \nbroken',
    '    indented code',
    'Heading\n=======',
    'Rule\n\n---',
    'Under_scored and `code`',
    '* a bulleted item',
    '**not closed',
    'a * b * c',
    '***both at once***',
    '**a *nested* word**',
    '5*3*2',
    'intra**word**emphasis',
    '** spaced **',
    'Rule\n\n* * *',
  ])('leaves %j to the renderer', (text) => {
    expect(simpleParagraphs(text)).toBeNull();
  });
});
