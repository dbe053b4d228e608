import { describe, expect, it } from 'vitest';
import { libraryTitle, sectionCrumbs, sectionsInAddressOrder } from './activityLibraryView';

describe('activityLibraryView', () => {
  it("orders the found sections as the address asked, dropping the CMS's empty answers", () => {
    const found = [{ documentId: 's2' }, null, { documentId: 's1' }];
    expect(sectionsInAddressOrder(found, ['s1', 's2']).map((section) => section.documentId)).toEqual(['s1', 's2']);
    expect(sectionsInAddressOrder(undefined, ['s1'])).toEqual([]);
  });

  it('names the crumbs from the CMS, else from the slugs, and skips segments given as "-"', () => {
    const programme = { title: 'Music Foundations', audience: { title: 'Primary' } };
    expect(sectionCrumbs({ audience: 'primary', programme: 'music-foundations', library: 'lib' }, programme)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Primary', href: '/primary' },
      { label: 'Music Foundations', href: '/primary/music-foundations' },
      { label: 'Activity Library', href: '/primary/music-foundations/activity/lib' },
    ]);
    expect(sectionCrumbs({ audience: 'send', programme: '-', library: '-' }, null).map((crumb) => crumb.label)).toEqual(
      ['Home', 'Send', 'Activity Library'],
    );
    expect(sectionCrumbs({ audience: '-', programme: '-', library: '-' }, null).at(-1)?.href).toBe(
      '/-/-/activity-filter',
    );
  });

  it("ends a library page's title in 'Activity Library'", () => {
    expect(libraryTitle('Warm-ups')).toBe('Warm-ups | Activity Library');
    expect(libraryTitle(null)).toBe('Activity Library');
  });
});
