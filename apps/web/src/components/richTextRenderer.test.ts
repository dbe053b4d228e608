import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml } from './markdownToSafeHtml';
import { plainTextParagraphs } from './richTextRenderer';

/** The paragraphs as the DOM shows them, for comparing with what Markdown renders. */
function asHtml(paragraphs: string[]): string {
  const container = document.createElement('div');
  for (const text of paragraphs) container.appendChild(document.createElement('p')).textContent = text;
  return container.innerHTML;
}

function renderedByMarkdown(markdown: string): string {
  const container = document.createElement('div');
  container.innerHTML = markdownToSafeHtml(markdown);
  return container.innerHTML.replace(/\n(?=<p>)|\n$/g, '');
}

describe('plain rich text (shown without loading the Markdown renderer)', () => {
  it.each([
    'Welcome to the Music Classroom: programmes, lessons and recordings created by the orchestra’s players.',
    'Two new SEND programmes, developed with "partner" special schools, are now available (to all subscribers)!',
    'First paragraph.\n\nSecond paragraph,\nwith a line break inside it.\n\n\nThird; 100% done?',
  ])('renders %j as Markdown would', (text) => {
    const paragraphs = plainTextParagraphs(text);
    expect(paragraphs).not.toBeNull();
    expect(asHtml(paragraphs!)).toBe(renderedByMarkdown(text));
  });

  it.each([
    'Sing **loudly**.',
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
  ])('leaves %j to the renderer', (text) => {
    expect(plainTextParagraphs(text)).toBeNull();
  });
});
