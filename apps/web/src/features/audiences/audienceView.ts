import type { FeatureBox } from '../../components/FeatureBoxGrid';
import type { AudienceQuery } from '../../gql/graphql';
import { featureBoxHref } from '../../lib/featureBoxLinks';
import { toImageView, type ImageView } from '../../lib/media';
import { themeColours, type ThemeColours } from '../../lib/theme';
import { yearGroupHref, yearGroupsOfProgrammes } from '../../lib/yearGroups';

export interface AudienceHomeView {
  slug: string;
  title: string;
  subtitle: string | null;
  introduction: string | null;
  /** Only the Secondary home shows its libraries introduction (SPEC-GUIDE §2). */
  librariesIntro: string | null;
  colours: ThemeColours;
  bannerImage: ImageView | null;
  featureBoxes: FeatureBox[];
  activityLibraryHref: string;
  /** The year groups its programmes are written for, each leading to its page (/primary/year-2, issue 44). */
  yearGroups: { title: string; href: string }[];
  audioLibraryHref: string;
}

type AudienceData = NonNullable<AudienceQuery['audiences'][number]>;
type FeatureboxData = NonNullable<NonNullable<AudienceData['featurebox']>[number]>;

/**
 * SPEC-GUIDE §2 Audience home box rules: a link only where featureBoxHref allows one; no programme link -> a dashed
 * placeholder; is_preview -> greyed (and not a link). On the Secondary home any box without a link is greyed.
 */
function toFeatureBox(audienceSlug: string, box: FeatureboxData): FeatureBox {
  const preview = box.is_preview === true;
  const href = preview ? null : featureBoxHref(audienceSlug, box.programmelink);
  const placeholder = !box.programmelink;
  const greyed = preview || (audienceSlug === 'secondary' && !href);
  return {
    key: box.id,
    title: box.title || box.programmelink?.title || '',
    blurb: box.blurb ?? null,
    linkLabel: box.link_label || 'Explore',
    href,
    placeholder: placeholder && !greyed,
    greyed,
    image: toImageView(box.featured_image),
    tags: box.tag_age_groups.flatMap((group) => (group ? [group.title] : [])),
  };
}

export function toAudienceHomeView(data: AudienceQuery | undefined): AudienceHomeView | null {
  const audience = data?.audiences.find(Boolean);
  if (!audience) return null;
  return {
    slug: audience.slug,
    title: audience.title,
    subtitle: audience.subtitle ?? null,
    introduction: audience.introduction ?? null,
    librariesIntro: audience.slug === 'secondary' ? (audience.libraries_intro ?? null) : null,
    colours: themeColours(audience.theme?.css),
    bannerImage: toImageView(audience.theme?.main_banner_image, 'large'),
    featureBoxes: (audience.featurebox ?? []).flatMap((box) => (box ? [toFeatureBox(audience.slug, box)] : [])),
    activityLibraryHref: `/${audience.slug}/-/activity-filter`,
    yearGroups: yearGroupsOfProgrammes(audience.programmes).map((group) => ({
      title: group.title,
      href: yearGroupHref(audience.slug, group.slug),
    })),
    audioLibraryHref: `/${audience.slug}/audiolibrary`,
  };
}
