import { describe, expect, it } from 'vitest';
import {
  answerTexts,
  firstOperation,
  firstOperations,
  lessonActivityIds,
  followUpOperations,
  formatBytes,
  graphqlAnswerKey,
  limitProblem,
  mediaPaths,
  mustClearSaves,
  OFFLINE_LIMIT_BYTES,
  offlineId,
} from './offlinePlan';

const origin = 'https://classroom.example';

const unitLesson = { kind: 'lesson', lessonId: 'L1', customUnitId: null, unitId: 'U1', programmeSlug: 'p' } as const;
const customUnitLesson = { ...unitLesson, customUnitId: 'U9', unitId: 'U9' } as const;

describe('what a save asks for', () => {
  it('sends the lesson query exactly as lesson mode does, with the custom unit only under one', () => {
    expect(firstOperation(unitLesson)).toEqual({
      operationName: 'LessonSlideShow',
      variables: { lessonId: 'L1', customSchemeId: '', customUnit: false },
    });
    expect(firstOperation(customUnitLesson)).toEqual({
      operationName: 'LessonSlideShow',
      variables: { lessonId: 'L1', customSchemeId: 'U9', customUnit: true },
    });
    expect(firstOperation({ kind: 'playlist', playlistId: 'P1' })).toEqual({
      operationName: 'PlaylistSlideShow',
      variables: { playlistId: 'P1' },
    });
  });

  it('saves the page it is saved from first, asked as that page asks: the lesson overview or the playlist page', () => {
    expect(firstOperations(unitLesson)).toEqual([
      {
        operationName: 'SchemeLessonsQuery',
        variables: { lessonId: 'L1', schemeId: 'U1', programmeSlug: 'p', customUnit: false },
      },
      firstOperation(unitLesson),
    ]);
    expect(firstOperations(customUnitLesson)[0]).toEqual({
      operationName: 'SchemeLessonsQuery',
      variables: { lessonId: 'L1', schemeId: 'U9', programmeSlug: 'p', customUnit: true },
    });
    expect(firstOperations({ kind: 'playlist', playlistId: 'P1' })).toEqual([
      { operationName: 'Playlist', variables: { id: 'P1' } },
      { operationName: 'PlaylistSlideShow', variables: { playlistId: 'P1' } },
    ]);
  });

  it("finds every activity with a page of its own in the overview's and lesson mode's answers, once each", () => {
    const overview = {
      lessonOverview: {
        lesson: {
          activities_above: [{ __typename: 'LessonOverviewActivity', documentId: 'A1' }],
          activities: [{ activity: { __typename: 'LessonOverviewActivity', documentId: 'A2' } }],
          extensionactivities: [{ __typename: 'LessonOverviewActivity', documentId: 'A4' }],
        },
        programme: { __typename: 'Programme', documentId: 'P' },
      },
    };
    const slides = { lesson: { activities: [{ activity: { __typename: 'ActivityPage', documentId: 'A2' } }] } };
    expect(lessonActivityIds([overview, slides])).toEqual(['A1', 'A2', 'A4']);
  });

  it('reads the texts of the answers that may hold audio shortcodes', () => {
    expect(answerTexts([{ lesson: { introduction: 'Listen [audio id=F1]', title: 'Plain' } }])).toEqual([
      'Listen [audio id=F1]',
    ]);
  });

  it("adds each of a lesson's activities once, as lesson mode opens them alone; a playlist needs nothing more", () => {
    const answer = {
      lesson: {
        __typename: 'Lesson',
        documentId: 'L1',
        activities_above: [{ __typename: 'ActivityPage', documentId: 'A1' }],
        activity_pool: [{ __typename: 'ActivityPage', documentId: 'A2' }],
        activities: [
          { activity: { __typename: 'ActivityPage', documentId: 'A1' } },
          { activity: { __typename: 'ActivityPage', documentId: 'A3', activity_slideshow: { documentId: 'S3' } } },
        ],
      },
    };
    expect(followUpOperations(unitLesson, answer)).toEqual([
      { operationName: 'ActivitySlideshow', variables: { activityId: 'A1' } },
      { operationName: 'ActivitySlideshow', variables: { activityId: 'A2' } },
      { operationName: 'ActivitySlideshow', variables: { activityId: 'A3' } },
    ]);
    expect(followUpOperations({ kind: 'playlist', playlistId: 'P1' }, answer)).toEqual([]);
  });

  it('keeps every uploaded file the answers name, all image sizes included, once each, and no video host films', () => {
    const answers = [
      {
        slide: {
          main_image: {
            url: '/uploads/photo.jpg',
            formats: { small: { url: '/uploads/small_photo.jpg' }, large: { url: '/uploads/large_photo.jpg' } },
          },
          audio: { url: `${origin}/uploads/song.mp3` },
          videos: [{ embed: 'https://vimeo.com/123', video_file: { url: '/uploads/film.mp4' } }],
        },
      },
      { again: { url: '/uploads/photo.jpg' }, elsewhere: { url: 'https://cdn.example/uploads/x.jpg' } },
    ];
    expect(mediaPaths(answers, origin).sort()).toEqual([
      '/uploads/film.mp4',
      '/uploads/large_photo.jpg',
      '/uploads/photo.jpg',
      '/uploads/small_photo.jpg',
      '/uploads/song.mp3',
    ]);
  });

  it('keys an answer by operation and variables, whatever the order of the variables', () => {
    const key = graphqlAnswerKey('LessonSlideShow', { lessonId: 'L1', customSchemeId: '', customUnit: false });
    expect(graphqlAnswerKey('LessonSlideShow', { customUnit: false, lessonId: 'L1', customSchemeId: '' })).toBe(key);
    expect(graphqlAnswerKey('LessonSlideShow', { lessonId: 'L2', customSchemeId: '', customUnit: false })).not.toBe(
      key,
    );
    expect(graphqlAnswerKey('ActivitySlideshow', { lessonId: 'L1', customSchemeId: '', customUnit: false })).not.toBe(
      key,
    );
  });

  it('names a save after its lesson (and custom unit) or playlist', () => {
    expect(offlineId(unitLesson)).toBe('lesson-L1');
    expect(offlineId(customUnitLesson)).toBe('lesson-L1-unit-U9');
    expect(offlineId({ kind: 'playlist', playlistId: 'P1' })).toBe('playlist-P1');
  });
});

describe('the storage limit', () => {
  it('is 1 GB, and a save that would pass it is refused with what it needs and what is free', () => {
    expect(OFFLINE_LIMIT_BYTES).toBe(1024 ** 3);
    expect(limitProblem(0, OFFLINE_LIMIT_BYTES)).toBeNull();
    expect(limitProblem(900 * 1024 ** 2, 100 * 1024 ** 2)).toBeNull();
    expect(limitProblem(900 * 1024 ** 2, 200 * 1024 ** 2)).toBe(
      'This needs 200 MB but only 124 MB of the 1 GB for offline lessons is free. Remove a saved lesson first.',
    );
  });

  it('shows sizes as a teacher reads them', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(12 * 1024 ** 2)).toBe('12 MB');
    expect(formatBytes(1024 ** 3)).toBe('1 GB');
  });
});

describe('who keeps saves', () => {
  it('only a signed-in active subscriber; signed out or a subscription that ended clears them', () => {
    expect(mustClearSaves({ loggedIn: true, activeSubscriber: true })).toBe(false);
    expect(mustClearSaves({ loggedIn: true, activeSubscriber: false })).toBe(true);
    expect(mustClearSaves({ loggedIn: false, activeSubscriber: false })).toBe(true);
  });
});
