import { fileId, lookUp, type SeedContext, type SeededCurriculum } from './context';
import { createDocument, type DocumentId } from './documents';
import type { LiveProgrammeBlueprint } from './blueprints';
import { DEMO_LIVE_PROGRAMMES } from './demo-data';

const inDays = (days: number, hour = 10): Date => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hour, 30, 0, 0);
  return date;
};

/** 'Saturday 5 December 2026' (en-GB puts a comma after the weekday when both are asked for at once). */
const longDate = (date: Date): string =>
  `${date.toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' })} ${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`;

/** What a performance's or production's card shows: title, slug, blurb and thumbnails. */
const showCard = (
  ctx: SeedContext,
  show: { title: string; slug: string; blurb: string; thumbnails: readonly string[] },
) => ({
  title: show.title,
  slug: show.slug,
  blurb: show.blurb,
  thumbnail_images: show.thumbnails.map((key) => fileId(ctx, key)),
});

async function seedLiveProgramme(
  ctx: SeedContext,
  programme: LiveProgrammeBlueprint,
  curriculum: SeededCurriculum,
): Promise<DocumentId> {
  const programmeId = await createDocument(ctx.strapi, 'api::live-programme.live-programme', {
    title: programme.title,
    slug: programme.slug,
    subtitle: programme.subtitle,
    main_text: programme.mainText,
    released: programme.released,
    performances_heading: 'Performances',
    productions_heading: 'Productions',
    quotation: programme.quotations,
    theme: {
      css: { background: programme.theme.background, color: programme.theme.color },
      main_banner_image: fileId(ctx, programme.theme.banner),
    },
  });

  for (const performance of programme.performances) {
    const [first, last] = performance.dates.map((days) => longDate(inDays(days)));
    await createDocument(ctx.strapi, 'api::live-performance.live-performance', {
      ...showCard(ctx, performance),
      active_live_performance: performance.active,
      performance_dates: `${first} to ${last}`,
      performance_venues: performance.venues,
      live_programme: programmeId,
    });
  }

  for (const production of programme.productions) {
    const dates = production.bookings.map((booking) => booking.inDays).sort((a, b) => a - b);
    await createDocument(ctx.strapi, 'api::live-production.live-production', {
      ...showCard(ctx, production),
      main_text: production.mainText,
      main_image: fileId(ctx, production.mainImage),
      performance_dates: dates.length
        ? `${longDate(inDays(dates[0]))} to ${longDate(inDays(dates[dates.length - 1]))}`
        : 'Dates to be announced',
      performance_venues: production.venues,
      venues_link_label: 'See a full list of venues',
      venues_link: 'https://www.example.org/venues',
      explore_activities_title: 'Prepare your class for the concert',
      active_live_performance: production.active,
      bookings: production.bookings.map((booking) => ({
        event_date: inDays(booking.inDays).toISOString(),
        venue_name: booking.venue,
        booking_link: booking.bookable
          ? `https://www.example.org/book/${production.slug}-${booking.inDays}`
          : undefined,
      })),
      related_activities: production.relatedActivities.map((key) => lookUp(curriculum.activities, key, 'activity')),
      audio_pages: production.audioPages.map((key) => lookUp(curriculum.audioPages, key, 'audio page')),
      documents: production.documents.map((document) => ({ title: document.title, file: fileId(ctx, document.file) })),
      live_programme: programmeId,
    });
  }
  return programmeId;
}

/** Live programmes with their performances and productions (bookings, related activities and audio). */
export async function seedLiveProgrammes(
  ctx: SeedContext,
  curriculum: SeededCurriculum,
): Promise<Record<string, DocumentId>> {
  const liveProgrammes: Record<string, DocumentId> = {};
  for (const programme of DEMO_LIVE_PROGRAMMES)
    liveProgrammes[programme.slug] = await seedLiveProgramme(ctx, programme, curriculum);
  return liveProgrammes;
}
