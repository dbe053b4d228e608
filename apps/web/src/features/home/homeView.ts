import type { LearningResourcesHomeQuery } from '../../gql/graphql';
import { toImageView, type ImageView } from '../../lib/media';
import { themeColours, type ThemeColours } from '../../lib/theme';

export interface HomeAudienceCard {
  key: string;
  slug: string;
  title: string;
  subtitle: string | null;
  colours: ThemeColours;
  /** The audience's banner picture, shown on its card (and the first one in the home's hero). */
  image: ImageView | null;
}

interface HomePromobox {
  key: string;
  title: string | null;
  body: string | null;
  link: { href: string; label: string } | null;
}

/** SPEC-GUIDE §2 Home: the welcome pop-up for each `welcome` route parameter, with the home content's messages. */
export type WelcomeKind = 'full' | 'new' | 'invited';

export interface HomeView {
  welcomeMessages: Record<WelcomeKind, string | null>;
  title: string;
  subtitle: string | null;
  introduction: string | null;
  video: { introduction: string | null; url: string } | null;
  audiences: HomeAudienceCard[];
  promoboxes: HomePromobox[];
}

/** `media_embed` is JSON holding the video's url (SPEC-GUIDE §3); only web addresses are kept. */
function mediaEmbedUrl(mediaEmbed: unknown): string | null {
  if (!mediaEmbed || typeof mediaEmbed !== 'object') return null;
  const url = (mediaEmbed as Record<string, unknown>).url;
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : null;
}

export function toHomeView(data: LearningResourcesHomeQuery | undefined): HomeView | null {
  const home = data?.learningResourcesHome;
  if (!home) return null;
  const videoUrl = mediaEmbedUrl(home.media_embed);
  return {
    welcomeMessages: {
      full: home.new_purchase_welcome_message ?? null,
      new: home.new_registration_welcome_message ?? null,
      invited: home.new_invitation_welcome_message ?? null,
    },
    title: home.title,
    subtitle: home.subtitle ?? null,
    introduction: home.introduction ?? null,
    video: videoUrl ? { introduction: home.media_introduction ?? null, url: videoUrl } : null,
    audiences: home.audiences.flatMap((audience) =>
      audience
        ? [
            {
              key: audience.documentId,
              slug: audience.slug,
              title: audience.title,
              subtitle: audience.subtitle ?? null,
              colours: themeColours(audience.theme?.css),
              image: toImageView(audience.theme?.main_banner_image, 'small'),
            },
          ]
        : [],
    ),
    promoboxes: (home.promoboxes ?? []).flatMap((box) =>
      box
        ? [
            {
              key: box.id,
              title: box.title ?? null,
              body: box.body ?? null,
              link: box.link_url ? { href: box.link_url, label: box.link_label || box.link_url } : null,
            },
          ]
        : [],
    ),
  };
}
