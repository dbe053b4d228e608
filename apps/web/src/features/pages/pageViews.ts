import { DEFAULT_ACTIVITY_TIME } from '../../components/ActivityBadges';
import type { FeatureBox } from '../../components/FeatureBoxGrid';
import type { LandingPagesQuery, ProjectsQuery, ProjectActivitiesQuery } from '../../gql/graphql';
import { toDocumentViews, type DocumentData } from '../../lib/documents';
import { landingFeatureHref } from '../../lib/featureBoxLinks';
import { toImageView, type ImageView } from '../../lib/media';
import { themeColours, type ThemeColours } from '../../lib/theme';

interface LandingPageView {
  title: string;
  mainText: string | null;
  features: FeatureBox[];
  document: { href: string; label: string } | null;
  audio: { url: string; title: string } | null;
}

type LandingData = NonNullable<LandingPagesQuery['landingPages'][number]>;

export function toLandingPageView(landing: LandingData): LandingPageView {
  const audienceSlug = landing.audience?.slug ?? 'secondary';
  const [document] = toDocumentViews(
    landing.document ? [{ title: landing.document.caption || 'Download', file: landing.document }] : [],
  );
  return {
    title: landing.title,
    mainText: landing.main_text ?? null,
    features: (landing.features ?? []).flatMap((box) => {
      if (!box) return [];
      const preview = box.is_preview === true;
      const href = preview ? null : landingFeatureHref(audienceSlug, landing.slug, box.programmelink);
      return [
        {
          key: box.id,
          title: box.title || box.programmelink?.title || '',
          blurb: box.blurb ?? null,
          linkLabel: box.link_label || 'Explore',
          href,
          placeholder: !box.programmelink && !preview,
          greyed: preview,
          image: toImageView(box.featured_image),
          tags: box.tag_age_groups.flatMap((group) => (group ? [group.title] : [])),
        },
      ];
    }),
    document: document ? { href: document.href, label: document.title } : null,
    audio: landing.audio?.url ? { url: landing.audio.url, title: landing.audio.caption || landing.audio.name } : null,
  };
}

interface ProjectView {
  title: string;
  mainText: string | null;
  exploreTitle: string;
  image: ImageView | null;
  colours: ThemeColours;
  documents: DocumentData[];
}

type ProjectData = NonNullable<ProjectsQuery['projects'][number]>;

export function toProjectView(project: ProjectData): ProjectView {
  return {
    title: project.title,
    mainText: project.main_text ?? null,
    exploreTitle: project.explore_activities_title || 'Explore the activities',
    image: toImageView(project.main_image, 'large'),
    colours: themeColours(project.audience?.theme?.css),
    documents: (project.documents ?? []).flatMap((document) => (document ? [document] : [])),
  };
}

interface ActivityCardView {
  id: string;
  title: string;
  type: string | null;
  time: string;
  href: string;
}

/** Project activities open outside any programme: /-/-/activity/-/-/{id} (SPEC-GUIDE §2 route list). */
export function toProjectActivityCards(data: ProjectActivitiesQuery | undefined): ActivityCardView[] | null {
  const activities = data?.projects.find(Boolean)?.activity_pages;
  if (!activities) return null;
  return activities.flatMap((activity) =>
    activity
      ? [
          {
            id: activity.documentId,
            title: activity.title,
            type: activity.type ?? null,
            time: activity.time || DEFAULT_ACTIVITY_TIME,
            href: `/-/-/activity/-/-/${activity.documentId}`,
          },
        ]
      : [],
  );
}
