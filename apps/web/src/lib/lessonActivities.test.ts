import { describe, expect, it } from 'vitest';
import { lessonActivitiesInOrder, mergeLessonActivities, nextLessonActivity, withUnitPool } from './lessonActivities';

const activity = (documentId: string, strands: string[] = []) => ({
  documentId,
  learning_strands: strands.map((strand) => ({ documentId: strand })),
});
const listed = (id: string, documentId: string) => ({
  id,
  section_divider: false,
  title: null,
  activity: activity(documentId),
});
const divider = (id: string, title: string) => ({ id, section_divider: true, title, activity: null });

const describeEntries = (entries: ReturnType<typeof mergeLessonActivities>) =>
  entries.map((entry) => (entry.kind === 'divider' ? `— ${entry.title}` : entry.activity.documentId));

describe('mergeLessonActivities (SPEC §2: activities_above, activity_pool filtered by strands, listed activities)', () => {
  const lesson = {
    activities_above: [activity('above-1'), activity('above-2')],
    activity_pool: [
      activity('pool-rhythm', ['rhythm']),
      activity('pool-pitch', ['pitch']),
      activity('pool-both', ['rhythm', 'pitch']),
    ],
    activities: [
      divider('1', 'Warm-up'),
      listed('2', 'listed-1'),
      divider('3', 'Main activity'),
      listed('4', 'listed-2'),
    ],
  };

  it('puts activities_above first, then the pool, then the listed activities under their dividers', () => {
    expect(describeEntries(mergeLessonActivities(lesson))).toEqual([
      'above-1',
      'above-2',
      'pool-rhythm',
      'pool-pitch',
      'pool-both',
      '— Warm-up',
      'listed-1',
      '— Main activity',
      'listed-2',
    ]);
  });

  it('keeps only pool activities sharing a chosen strand', () => {
    expect(describeEntries(mergeLessonActivities(lesson, ['rhythm']))).toEqual([
      'above-1',
      'above-2',
      'pool-rhythm',
      'pool-both',
      '— Warm-up',
      'listed-1',
      '— Main activity',
      'listed-2',
    ]);
    expect(lessonActivitiesInOrder(mergeLessonActivities(lesson, [])).map((a) => a.documentId)).not.toContain(
      'pool-rhythm',
    );
  });

  it('shows an activity once, where it first comes, and drops dividers left with nothing under them', () => {
    const entries = mergeLessonActivities({
      activities_above: [activity('a')],
      activity_pool: [activity('a')],
      activities: [
        divider('1', 'Again'),
        listed('2', 'a'),
        divider('3', '  '),
        divider('4', 'End'),
        listed('5', 'b'),
        divider('6', 'Trailing'),
      ],
    });
    expect(describeEntries(entries)).toEqual(['a', '— End', 'b']);
  });

  it("finds the activity after the current one for 'Next:'", () => {
    const entries = mergeLessonActivities(lesson, ['pitch']);
    expect(nextLessonActivity(entries, 'above-2')?.documentId).toBe('pool-pitch');
    expect(nextLessonActivity(entries, 'pool-both')?.documentId).toBe('listed-1');
    expect(nextLessonActivity(entries, 'listed-2')).toBeNull();
    expect(nextLessonActivity(entries, 'not-in-lesson')).toBeNull();
  });

  it('copes with missing lists and empty relations', () => {
    expect(mergeLessonActivities({})).toEqual([]);
    expect(
      mergeLessonActivities({ activities_above: [null], activities: [null, { id: '1', activity: null }] }),
    ).toEqual([]);
  });
});

describe('withUnitPool', () => {
  it("keeps only the pool activities the CMS chose for the custom unit, in the lesson's order, with their data", () => {
    const lesson = {
      title: 'Pulse',
      activity_pool: [activity('a1', ['s1']), null, activity('a2', ['s2']), activity('a3')],
    };
    const kept = withUnitPool(lesson, [{ documentId: 'a3' }, { documentId: 'a1' }]);
    expect(kept.title).toBe('Pulse');
    expect(kept.activity_pool).toEqual([activity('a1', ['s1']), activity('a3')]);
  });
});
