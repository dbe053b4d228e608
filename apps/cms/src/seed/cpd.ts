import { DEMO_VIDEO, fileId, type SeedContext } from './context';
import { createDocument, type DocumentId } from './documents';

/** A calendar date (YYYY-MM-DD) this many days after the seed ran, so demo events stay upcoming. */
const dateInDays = (days: number): string => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function seedCpdLiveEvents(ctx: SeedContext): Promise<DocumentId[]> {
  const events = [
    {
      title: 'Leading Singing in the Primary Classroom',
      slug: 'leading-singing-in-the-primary-classroom',
      event_date: dateInDays(21),
      venue: 'Royal Festival Hall, London',
      blurb: 'A practical morning for class teachers who would like to sing more with their pupils.',
      main_text:
        'No singing experience needed! Join our vocal leaders for a hands-on morning of warm-ups, songs and tips for pitching and leading.\n\nYou will leave with ten songs you can teach the next day, and the confidence to lead them.',
      main_image: fileId(ctx, 'cardSinging'),
      session: {
        title: 'In-person workshop',
        session_date: dateInDays(21),
        is_remote: false,
        address_location: 'Royal Festival Hall\nBelvedere Road\nLondon SE1 8XX',
        start_end_time: '9.30am to 12.30pm',
        session_link: 'https://www.example.org/cpd/book/leading-singing',
        session_link_title: 'Book your place',
        additional_info: 'Refreshments provided. Please wear comfortable clothes and bring a water bottle.',
      },
      documents: [{ title: 'Handbook: leading singing with confidence', file: fileId(ctx, 'cpdHandbook') }],
    },
    {
      title: 'Teaching Composition at Key Stage 3',
      slug: 'teaching-composition-at-key-stage-3',
      event_date: dateInDays(9),
      venue: 'Online',
      blurb: 'An after-school webinar on structuring composing projects for Years 7 to 9.',
      main_text:
        'Our composer in residence shares how she structures film-music projects so every student finishes with a piece they are proud of. Includes time for questions.',
      main_image: fileId(ctx, 'cardComposing'),
      session: {
        title: 'Live webinar',
        session_date: dateInDays(9),
        is_remote: true,
        start_end_time: '4pm to 5.15pm',
        session_link: 'https://www.example.org/cpd/webinar/composition',
        session_link_title: 'Join the webinar',
        additional_info:
          'The link opens 10 minutes before the start. A recording is shared with everyone who registers.',
      },
      documents: [{ title: 'Cue sheet template', file: fileId(ctx, 'filmCueSheet') }],
    },
    {
      title: 'Inclusive Music-making for SEND',
      slug: 'inclusive-music-making-for-send',
      event_date: dateInDays(45),
      venue: 'Bridgewater Hall, Manchester',
      blurb: 'Adapting music activities for learners with complex needs.',
      main_text:
        'A day of practical strategies for inclusive sessions: switches and assistive technology, sensory resources, and building routines that help every learner take part.',
      main_image: fileId(ctx, 'cardListening'),
      session: {
        title: 'Full-day training',
        session_date: dateInDays(45),
        is_remote: false,
        address_location: 'Bridgewater Hall\nLower Mosley Street\nManchester M2 3WS',
        start_end_time: '10am to 3.30pm',
        session_link: 'https://www.example.org/cpd/book/inclusive-music',
        session_link_title: 'Book your place',
        additional_info: 'Lunch is included. Please tell us about any access requirements when you book.',
      },
      documents: [
        { title: 'Session plan', file: fileId(ctx, 'lessonPlan') },
        { title: 'Handbook', file: fileId(ctx, 'cpdHandbook') },
      ],
    },
  ];
  const ids: DocumentId[] = [];
  for (const event of events) ids.push(await createDocument(ctx.strapi, 'api::cpd-live-event.cpd-live-event', event));
  return ids;
}

async function seedCpdSessions(ctx: SeedContext): Promise<DocumentId[]> {
  const sessions = [
    {
      title: 'Getting Started with Lesson Mode',
      slug: 'getting-started-with-lesson-mode',
      blurb: 'A ten-minute tour of running a lesson from the slides.',
      main_text:
        'See how to open a lesson in **lesson mode**, move between activities, play recordings from the slides and exit back to the lesson overview.',
      main_image: fileId(ctx, 'cardKeyboard'),
      video: DEMO_VIDEO,
      documents: [{ title: 'Lesson plan template', file: fileId(ctx, 'lessonPlan') }],
    },
    {
      title: 'Assessing Musical Progress',
      slug: 'assessing-musical-progress',
      blurb: 'Simple, meaningful assessment in the music classroom.',
      main_text:
        'How do you know pupils are making progress in music? This session shows how to use the learning objectives on each activity to capture progress without drowning in paperwork.',
      main_image: fileId(ctx, 'cardPerformance'),
      video: DEMO_VIDEO,
      documents: [
        { title: 'Programme overview and assessment points', file: fileId(ctx, 'programmeOverview') },
        { title: 'Rhythm grid worksheet', file: fileId(ctx, 'rhythmWorksheet') },
      ],
    },
  ];
  const ids: DocumentId[] = [];
  for (const session of sessions) ids.push(await createDocument(ctx.strapi, 'api::cpd-session.cpd-session', session));
  return ids;
}

/** The CPD page (a single type) with its live events and video sessions. */
export async function seedCpd(ctx: SeedContext): Promise<void> {
  const cpdLiveEvents = await seedCpdLiveEvents(ctx);
  const cpdSessions = await seedCpdSessions(ctx);
  await createDocument(ctx.strapi, 'api::cpd.cpd', {
    title: 'Professional Development',
    body_content:
      'Our CPD programme helps teachers grow in confidence and skill, whether you are new to teaching music or leading a department.\n\nJoin a **live event** with the orchestra’s education team, or watch the **video sessions** whenever suits you.',
    live_events_heading: 'Live training events',
    video_sessions_title: 'Video sessions',
    documents: [
      { title: 'Handbook: leading singing with confidence', file: fileId(ctx, 'cpdHandbook') },
      { title: 'Lesson plan template', file: fileId(ctx, 'lessonPlan') },
    ],
    cpd_live_events: cpdLiveEvents,
    cpd_sessions: cpdSessions,
  });
}
