import type { Crumb } from '../../components/Breadcrumbs';
import { titleFromSlug } from '../../lib/slugs';

/** SPEC-GUIDE §9: library pages' titles end in 'Activity Library'. */
export const libraryTitle = (title?: string | null) => (title ? `${title} | Activity Library` : 'Activity Library');

/** The sections the CMS found, in the order the address asked for them (it answers in its own order). */
export function sectionsInAddressOrder<Section extends { documentId: string }>(
  found: readonly (Section | null)[] | undefined,
  ids: readonly string[],
): Section[] {
  return (found ?? [])
    .flatMap((section) => (section ? [section] : []))
    .sort((a, b) => ids.indexOf(a.documentId) - ids.indexOf(b.documentId));
}

/**
 * A section page's crumbs: Home, the audience and programme unless the address says '-' (named from the CMS, else from
 * the slug), then the Activity Library (the filter page when no library is named).
 */
export function sectionCrumbs(
  address: { audience: string; programme: string; library: string },
  programme: { title: string; audience?: { title: string } | null } | null | undefined,
): Crumb[] {
  const base = `/${address.audience}/${address.programme}`;
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }];
  if (address.audience !== '-') {
    crumbs.push({ label: programme?.audience?.title ?? titleFromSlug(address.audience), href: `/${address.audience}` });
  }
  if (address.programme !== '-')
    crumbs.push({ label: programme?.title ?? titleFromSlug(address.programme), href: base });
  crumbs.push({
    label: 'Activity Library',
    href: address.library === '-' ? `${base}/activity-filter` : `${base}/activity/${address.library}`,
  });
  return crumbs;
}
