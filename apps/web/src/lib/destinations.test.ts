import { describe, expect, it } from 'vitest';
import { destinationOf } from './destinations';

describe('destinationOf', () => {
  it.each([
    ['/primary/pulse/unit/u1', 'the unit'],
    ['/primary/pulse/unit/u1/', 'the unit'],
    ['/primary/pulse/unit/u1/lesson/l1', 'this lesson'],
    ['/primary/pulse/unit/u1/lesson/l1/slides/a1/3', 'this lesson in lesson mode'],
    ['/primary/pulse/unit/u1/lesson/l1/activity/a1', 'this activity'],
    ['/primary/pulse/custom-unit', 'your custom units'],
    ['/primary/pulse/custom-unit/c1/lesson/l1', 'this lesson'],
    ['/primary/pulse/custom-unit/c1', 'your custom unit'],
    ['/primary/-/activity-filter', 'the Activity Library'],
    ['/primary/pulse/activity/lib/sec', 'the Activity Library'],
    ['/primary/pulse/audio/lib', 'the Audio Library'],
    ['/playlists/p1?x=1', 'your playlists'],
    ['/cpd/session/warm-ups', 'this CPD session'],
    ['/somewhere/else', 'this page'],
  ])('%s opens %s', (path, expected) => {
    expect(destinationOf(path)).toBe(expected);
  });
});
