import type { Crumb } from '../../components/Breadcrumbs';
import { titleFromSlug } from '../../lib/slugs';

export interface ProgrammeRoute {
  audience: string;
  programme: string;
}

export const customUnitsPath = ({ audience, programme }: ProgrammeRoute) => `/${audience}/${programme}/custom-unit`;
export const customUnitPath = (route: ProgrammeRoute, unit: string) => `${customUnitsPath(route)}/${unit}`;
export const createUnitPath = ({ audience, programme }: ProgrammeRoute) => `/${audience}/${programme}/create-unit`;

/** SPEC §2 Breadcrumbs: Home, audience, programme, then 'Your Custom Units' unless that is the current page. */
export function customUnitCrumbs(
  route: ProgrammeRoute,
  titles: { audience?: string | null; programme?: string | null },
  throughList: boolean,
): Crumb[] {
  const crumbs: Crumb[] = [
    { label: 'Home', href: '/' },
    { label: titles.audience ?? titleFromSlug(route.audience), href: `/${route.audience}` },
    { label: titles.programme ?? titleFromSlug(route.programme), href: `/${route.audience}/${route.programme}` },
  ];
  if (throughList) crumbs.push({ label: 'Your Custom Units', href: customUnitsPath(route) });
  return crumbs;
}
