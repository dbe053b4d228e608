import { describe, expect, it } from 'vitest';
import {
  audioLibraryCards,
  combineSectionActivities,
  librarySections,
  mergeActivitySections,
  nextCollection,
  splitIds,
} from './libraries';

const ids = (...documentIds: string[]) => documentIds.map((documentId) => ({ documentId }));
const excerpts = (count: number) => Array.from({ length: count }, (_, index) => ({ id: String(index + 1) }));

describe('activity library rules', () => {
  it('hides sections without activities and counts distinct activities (SPEC §5)', () => {
    expect(
      librarySections([
        { documentId: 's1', title: 'Warm-ups', activities: ids('a', 'b', 'a') },
        { documentId: 's2', title: 'Performing', activities: [] },
        null,
        { documentId: 's3', title: 'Listening', activities: [null] },
      ]),
    ).toEqual([{ ids: 's1', title: 'Warm-ups', activityCount: 2 }]);
  });

  it('merges same-title sections across libraries into one card with comma-joined ids', () => {
    const cards = mergeActivitySections([
      {
        activity_section: [
          { documentId: 'p1', title: 'Warm-ups', activities: ids('a', 'b') },
          { documentId: 'p2', title: 'Performing', activities: [] },
        ],
      },
      {
        activity_section: [
          { documentId: 'q1', title: 'Listening', activities: ids('c') },
          { documentId: 'q2', title: ' warm-ups ', activities: ids('b', 'd') },
          { documentId: 'q3', title: 'Performing', activities: [] },
        ],
      },
      null,
    ]);
    expect(cards).toEqual([
      { ids: 'p1,q2', title: 'Warm-ups', activityCount: 3 },
      { ids: 'q1', title: 'Listening', activityCount: 1 },
    ]);
  });

  it('combines the activities of several sections once each, in section order', () => {
    const activities = combineSectionActivities([
      { activities: [{ documentId: 'a' }, { documentId: 'b' }] },
      { activities: [{ documentId: 'b' }, null, { documentId: 'c' }] },
    ]);
    expect(activities.map((activity) => activity.documentId)).toEqual(['a', 'b', 'c']);
  });

  it("reads comma-separated id parameters, ignoring '-' and blanks", () => {
    expect(splitIds('a,b, c,,a')).toEqual(['a', 'b', 'c']);
    expect(splitIds('-')).toEqual([]);
    expect(splitIds(undefined)).toEqual([]);
  });
});

describe('audio library rules', () => {
  const primary = {
    audio_page: [
      { documentId: 'p1', title: 'Warm-up Tracks', audio_excerpts: excerpts(2) },
      { documentId: 'p2', title: 'The Echo Song', audio_excerpts: excerpts(1) },
    ],
    audio_page_container: [
      { documentId: 'c1', title: 'Songs for Singing', blurb: 'Sing!', audio_page: ids('p2', 'p1') },
      { documentId: 'c2', title: 'Empty shelf', blurb: null, audio_page: [] },
    ],
  };
  const send = {
    audio_page: [{ documentId: 'p3', title: 'warm-up tracks', audio_excerpts: excerpts(3) }, null],
    audio_page_container: [
      { documentId: 'c3', title: 'Songs for singing', blurb: 'More', audio_page: ids('p3', 'p2') },
      { documentId: 'c4', title: 'Calm', blurb: null, audio_page: ids('p3') },
    ],
  };

  it("shows a programme's library as it is: 'N recordings' per page, 'N songs' per collection", () => {
    expect(audioLibraryCards([primary], { mergeByTitle: false })).toEqual({
      pages: [
        { ids: 'p1', title: 'Warm-up Tracks', recordingCount: 2 },
        { ids: 'p2', title: 'The Echo Song', recordingCount: 1 },
      ],
      // A collection without any audio page is skipped (SPEC-GUIDE §5).
      collections: [{ ids: 'c1', title: 'Songs for Singing', blurb: 'Sing!', songCount: 2 }],
    });
  });

  it('merges the audience-level library by title, joining ids with commas', () => {
    const { pages, collections } = audioLibraryCards([primary, send, null], { mergeByTitle: true });
    expect(pages).toEqual([
      { ids: 'p1,p3', title: 'Warm-up Tracks', recordingCount: 5 },
      { ids: 'p2', title: 'The Echo Song', recordingCount: 1 },
    ]);
    expect(collections).toEqual([
      { ids: 'c1,c3', title: 'Songs for Singing', blurb: 'Sing!', songCount: 3 },
      { ids: 'c4', title: 'Calm', blurb: null, songCount: 1 },
    ]);
    expect(nextCollection(collections, ['c3'])?.title).toBe('Calm');
    expect(nextCollection(collections, ['c4'])).toBeNull();
  });
});
