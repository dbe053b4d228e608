import type { AudiencesAndProgrammesQuery } from '../../gql/graphql';
import { featureBoxHref } from '../../lib/featureBoxLinks';

interface MenuLink {
  label: string;
  href: string;
}

/** One header menu per audience: its home page, then the programmes its (non-preview) feature boxes link to. */
interface AudienceMenu {
  slug: string;
  title: string;
  homeHref: string;
  links: MenuLink[];
}

export function toAudienceMenus(data: AudiencesAndProgrammesQuery | undefined): AudienceMenu[] {
  return (data?.audienceMenus ?? []).map((audience) => {
    const links = audience.features.flatMap((feature): MenuLink[] => {
      if (feature.is_preview) return [];
      const href = featureBoxHref(audience.slug, feature);
      if (!href) return [];
      const target = feature.programme ?? feature.live_programme ?? feature.project ?? feature.landing_page;
      const label = target?.title || feature.title;
      return label ? [{ label, href }] : [];
    });
    const uniqueLinks = links.filter((link, index) => links.findIndex((other) => other.href === link.href) === index);
    return { slug: audience.slug, title: audience.title, homeHref: `/${audience.slug}`, links: uniqueLinks };
  });
}
