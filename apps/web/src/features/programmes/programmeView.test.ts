import { describe, expect, it } from 'vitest';
import { programmePage } from '../../test/fixtures';
import { toProgrammeLinksView } from './programmeView';

const programmeOf = (overrides: Parameters<typeof programmePage>[2] = {}) => {
  const programme = programmePage('pulse', 'primary', overrides).programmes[0];
  if (!programme) throw new Error('fixture without a programme');
  return programme;
};

describe('toProgrammeLinksView', () => {
  it("sends a visitor to the audience's activity filter and audio library", () => {
    const view = toProgrammeLinksView('primary', programmeOf(), null);
    expect(view.base).toBe('/primary/pulse');
    expect(view.activityLibraryHref).toBe('/primary/-/activity-filter');
    expect(view.audioLibraryHref).toBe('/primary/audiolibrary');
    expect(view.hasAtHomeLibrary).toBe(false);
  });

  it("links a subscriber to the programme's own libraries and at-home library", () => {
    const view = toProgrammeLinksView('primary', programmeOf(), {
      __typename: 'Programme',
      documentId: 'prog-pulse',
      activity_library: { __typename: 'ActivityLibrary', documentId: 'lib-a' },
      audio_library: { __typename: 'AudioLibrary', documentId: 'lib-b' },
      activity_at_home_library: { __typename: 'AtHomeLibrary', documentId: 'home' },
    });
    expect(view.activityLibraryHref).toBe('/primary/pulse/activity/lib-a');
    expect(view.audioLibraryHref).toBe('/primary/pulse/audio/lib-b');
    expect(view.hasAtHomeLibrary).toBe(true);
  });

  it('drops missing units and titles the summary document by its caption, else "Programme summary"', () => {
    const file = { __typename: 'UploadFile' as const, documentId: 'f1', url: '/s.pdf', name: 's.pdf', ext: '.pdf' };
    const units = [null, ...programmeOf().units];
    expect(toProgrammeLinksView('primary', programmeOf({ units }), null).units.map((unit) => unit.title)).toEqual([
      'Finding the Pulse',
    ]);
    const uncaptioned = programmeOf({ summary_document: { ...file, mime: 'application/pdf', caption: null } });
    expect(toProgrammeLinksView('primary', uncaptioned, null).summaryDocuments[0]?.title).toBe('Programme summary');
    const captioned = programmeOf({ summary_document: { ...file, mime: 'application/pdf', caption: 'Overview' } });
    expect(toProgrammeLinksView('primary', captioned, null).summaryDocuments[0]?.title).toBe('Overview');
  });
});
