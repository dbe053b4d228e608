import { fileId, lookUp, type SeedContext, type SeededCurriculum } from './context';
import { createDocument, type DocumentId } from './documents';
import type { ImageKey, PdfKey } from './media';

interface LivePerformanceBlueprint {
  title: string;
  slug: string;
  blurb: string;
  thumbnails: ImageKey[];
  active: boolean;
  /** Days from the seed date: the first and last performance. */
  dates: [number, number];
  venues: string;
}

interface LiveProductionBlueprint {
  title: string;
  slug: string;
  blurb: string;
  mainText: string;
  thumbnails: ImageKey[];
  mainImage: ImageKey;
  active: boolean;
  venues: string;
  /** Days from the seed date, deliberately out of order: the booking modal sorts them. */
  bookings: { inDays: number; venue: string; bookable: boolean }[];
  relatedActivities: string[];
  audioPages: string[];
  documents: { title: string; file: PdfKey }[];
}

interface LiveProgrammeBlueprint {
  title: string;
  slug: string;
  subtitle: string;
  mainText: string;
  released: boolean;
  quotations: { quotation: string; attribution: string }[];
  theme: { background: string; color: string; banner: ImageKey };
  performances: LivePerformanceBlueprint[];
  productions: LiveProductionBlueprint[];
}

const LIVE_PROGRAMMES: LiveProgrammeBlueprint[] = [
  {
    title: 'Orchestra in Schools',
    slug: 'orchestra-in-schools',
    subtitle: 'Schools concerts, relaxed performances and workshops',
    mainText:
      'Every year more than 20,000 pupils hear the orchestra live through **Orchestra in Schools**. Concerts last about an hour, are presented by a member of the orchestra and include moments for the audience to sing and move along.\n\nBook a concert for your class and use the free classroom resources to prepare.',
    released: true,
    quotations: [
      {
        quotation:
          'The children were spellbound. They are still humming the Firebird theme in the playground a week later.',
        attribution: 'Year 4 teacher, Leeds',
      },
      {
        quotation: 'The relaxed performance meant every one of our pupils could take part, in their own way.',
        attribution: 'Music lead, special school in Bristol',
      },
    ],
    theme: { background: '#3d0c11', color: '#ffffff', banner: 'bannerLive' },
    performances: [
      {
        title: 'Schools Concert Tour',
        slug: 'schools-concert-tour',
        blurb: 'Our hour-long concert for Key Stage 2, touring concert halls across the country.',
        thumbnails: ['cardOrchestra', 'cardPerformance'],
        active: true,
        dates: [12, 75],
        venues: 'Leeds Town Hall, Birmingham Symphony Hall, Bristol Beacon',
      },
      {
        title: 'Relaxed Performance: Sounds of the Sea',
        slug: 'relaxed-performance-sounds-of-the-sea',
        blurb: 'A calm, sensory-friendly concert with low lighting and space to move.',
        thumbnails: ['cardListening'],
        active: false,
        dates: [120, 121],
        venues: 'Royal Festival Hall, London',
      },
    ],
    productions: [
      {
        title: 'The Firebird for Schools',
        slug: 'the-firebird-for-schools',
        blurb: 'Stravinsky’s magical ballet, told with narration, projections and audience participation.',
        mainText:
          'A prince, a magical bird and an enchanted garden: **The Firebird** is one of the most colourful stories in music. Our presenter guides pupils through the tale while the orchestra plays highlights from Stravinsky’s score.\n\nBefore the concert, try the activities below so your class can recognise the main themes when they hear them live.',
        thumbnails: ['cardPerformance', 'cardOrchestra'],
        mainImage: 'cardPerformance',
        active: true,
        venues: 'Leeds, Birmingham, Bristol, London and Manchester',
        bookings: [
          { inDays: 40, venue: 'Birmingham Symphony Hall', bookable: true },
          { inDays: 12, venue: 'Leeds Town Hall', bookable: true },
          { inDays: 75, venue: 'Bridgewater Hall, Manchester', bookable: false },
          { inDays: 26, venue: 'Bristol Beacon', bookable: true },
        ],
        relatedActivities: ['meet-the-orchestra', 'story-soundscapes', 'musical-conversations'],
        audioPages: ['la-instruments', 'la-forest-sounds'],
        documents: [
          { title: 'Concert resource pack', file: 'programmeOverview' },
          { title: 'Theme to learn before the concert', file: 'odeToJoyScore' },
        ],
      },
      {
        title: 'Beethoven’s Big Tune',
        slug: 'beethovens-big-tune',
        blurb: 'A celebration of Ode to Joy, with a massed schools choir.',
        mainText:
          'Hundreds of young singers join the orchestra for the finale of Beethoven’s ninth symphony. Bookings open next term.',
        thumbnails: ['cardSinging'],
        mainImage: 'cardSinging',
        active: false,
        venues: 'Royal Albert Hall, London',
        bookings: [
          { inDays: 160, venue: 'Royal Albert Hall, London', bookable: false },
          { inDays: 150, venue: 'Royal Albert Hall, London (rehearsal)', bookable: true },
        ],
        relatedActivities: ['ode-to-joy-glockenspiel', 'meet-the-orchestra'],
        audioPages: ['la-instruments'],
        documents: [{ title: 'Choir pack', file: 'odeToJoyScore' }],
      },
    ],
  },
  {
    title: 'Family Concerts',
    slug: 'family-concerts',
    subtitle: 'Weekend concerts for the whole family',
    mainText:
      'Saturday morning concerts for children under eight and their grown-ups. The new season is announced soon.',
    released: false,
    quotations: [{ quotation: 'The best Saturday morning we have had in ages.', attribution: 'A parent, Manchester' }],
    theme: { background: '#9b2226', color: '#ffffff', banner: 'bannerLive' },
    performances: [
      {
        title: 'Peter and the Wolf',
        slug: 'peter-and-the-wolf',
        blurb: 'Prokofiev’s musical story, with a storyteller and puppets.',
        thumbnails: ['cardOrchestra'],
        active: false,
        dates: [200, 201],
        venues: 'Bridgewater Hall, Manchester',
      },
    ],
    productions: [
      {
        title: 'Carnival of the Animals',
        slug: 'carnival-of-the-animals',
        blurb: 'Saint-Saëns’s zoo of musical animals.',
        mainText: 'Lions, swans and kangaroos come to life in this family favourite.',
        thumbnails: ['cardMovement'],
        mainImage: 'cardMovement',
        active: false,
        venues: 'Bridgewater Hall, Manchester',
        bookings: [],
        relatedActivities: ['scarf-dance'],
        audioPages: ['mm-moving-tracks'],
        documents: [],
      },
    ],
  },
];

const inDays = (days: number, hour = 10): Date => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hour, 30, 0, 0);
  return date;
};

/** 'Saturday 5 December 2026' (en-GB puts a comma after the weekday when both are asked for at once). */
const longDate = (date: Date): string =>
  `${date.toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' })} ${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`;

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
      title: performance.title,
      slug: performance.slug,
      blurb: performance.blurb,
      thumbnail_images: performance.thumbnails.map((key) => fileId(ctx, key)),
      active_live_performance: performance.active,
      performance_dates: `${first} to ${last}`,
      performance_venues: performance.venues,
      live_programme: programmeId,
    });
  }

  for (const production of programme.productions) {
    const dates = production.bookings.map((booking) => booking.inDays).sort((a, b) => a - b);
    await createDocument(ctx.strapi, 'api::live-production.live-production', {
      title: production.title,
      slug: production.slug,
      blurb: production.blurb,
      thumbnail_images: production.thumbnails.map((key) => fileId(ctx, key)),
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
  for (const programme of LIVE_PROGRAMMES)
    liveProgrammes[programme.slug] = await seedLiveProgramme(ctx, programme, curriculum);
  return liveProgrammes;
}
