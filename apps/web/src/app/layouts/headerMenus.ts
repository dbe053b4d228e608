import type { AudiencesAndProgrammesQuery } from '../../gql/graphql';
import { featureBoxHref } from '../../lib/featureBoxLinks';

export interface MenuLink {
  label: string;
  href: string;
}

/** One header menu per audience: its home page, then the programmes its (non-preview) feature boxes link to. */
export interface AudienceMenu {
  slug: string;
  title: string;
  homeHref: string;
  links: MenuLink[];
}

export function toAudienceMenus(data: AudiencesAndProgrammesQuery | undefined): AudienceMenu[] {
  return (data?.audiences ?? []).flatMap((audience) => {
    if (!audience) return [];
    const links = (audience.featurebox ?? []).flatMap((box): MenuLink[] => {
      if (!box || box.is_preview) return [];
      const link = box.programmelink;
      const href = featureBoxHref(audience.slug, link);
      if (!href) return [];
      const target = link?.programme ?? link?.live_programme ?? link?.project ?? link?.landing_page;
      const label = target?.title || box.title;
      return label ? [{ label, href }] : [];
    });
    const uniqueLinks = links.filter((link, index) => links.findIndex((other) => other.href === link.href) === index);
    return [{ slug: audience.slug, title: audience.title, homeHref: `/${audience.slug}`, links: uniqueLinks }];
  });
}
