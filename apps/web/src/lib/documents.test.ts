import { describe, expect, it } from 'vitest';
import { toDocumentViews } from './documents';

const file = (documentId: string, url = `/uploads/${documentId}.pdf`) => ({ documentId, url, ext: '.pdf' });

describe('toDocumentViews (SPEC §5: documents listed only with both title and file url)', () => {
  it('keeps documents with a title and a file, linking to /documents/{fileId}', () => {
    expect(toDocumentViews([{ id: '1', title: 'Score', file: file('abc') }])).toEqual([
      { key: '1', title: 'Score', href: '/documents/abc', kind: 'PDF' },
    ]);
  });

  it('drops documents without a title, without a file, or without a file url', () => {
    expect(
      toDocumentViews([
        { id: '1', title: '', file: file('a') },
        { id: '2', title: '   ', file: file('b') },
        { id: '3', title: 'No file', file: null },
        { id: '4', title: 'No url', file: file('d', '') },
        null,
        { id: '5', title: 'Kept', file: file('e') },
      ]).map((view) => view.title),
    ).toEqual(['Kept']);
    expect(toDocumentViews(null)).toEqual([]);
  });
});
