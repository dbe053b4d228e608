import type { Crumb } from '../../components/Breadcrumbs';
import { titleFromSlug } from '../../lib/slugs';

interface ProgrammeRoute {
  audience: string;
  programme: string;
}

export const customUnitsPath = ({ audience, programme }: ProgrammeRoute) => `/${audience}/${programme}/custom-unit`;
export const customUnitPath = (route: ProgrammeRoute, unit: string) => `${customUnitsPath(route)}/${unit}`;
export const createUnitPath = ({ audience, programme }: ProgrammeRoute) => `/${audience}/${programme}/create-unit`;

/** SPEC-GUIDE §2 Breadcrumbs: Home, audience, programme, then 'Your Custom Units' unless that is the current page. */
export function customUnitCrumbs(
  route: ProgrammeRoute,
  programme: { title?: string | null; audience?: { title?: string | null } | null } | null | undefined,
  throughList: boolean,
): Crumb[] {
  const audienceTitle = programme?.audience?.title ?? titleFromSlug(route.audience);
  const crumbs: Crumb[] = [
    { label: 'Home', href: '/' },
    { label: audienceTitle, href: `/${route.audience}` },
    { label: programme?.title ?? titleFromSlug(route.programme), href: `/${route.audience}/${route.programme}` },
  ];
  if (throughList) crumbs.push({ label: 'Your Custom Units', href: customUnitsPath(route) });
  return crumbs;
}
