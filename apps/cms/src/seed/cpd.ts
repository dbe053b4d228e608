import type { CpdBlueprint } from './blueprints';
import { DEMO_VIDEO, fileId, type SeedContext } from './context';
import { DEMO_CPD } from './demo-data';
import { createDocument, type DocumentId } from './documents';

/** A calendar date (YYYY-MM-DD) this many days after the seed ran, so demo events stay upcoming. */
const dateInDays = (days: number): string => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const documentsOf = (ctx: SeedContext, documents: CpdBlueprint['documents']): object[] =>
  documents.map((document) => ({ title: document.title, file: fileId(ctx, document.file) }));

async function seedCpdLiveEvents(ctx: SeedContext): Promise<DocumentId[]> {
  const ids: DocumentId[] = [];
  for (const event of DEMO_CPD.liveEvents) {
    const { session } = event;
    ids.push(
      await createDocument(ctx.strapi, 'api::cpd-live-event.cpd-live-event', {
        title: event.title,
        slug: event.slug,
        event_date: dateInDays(event.inDays),
        venue: event.venue,
        blurb: event.blurb,
        main_text: event.mainText,
        main_image: fileId(ctx, event.mainImage),
        session: {
          title: session.title,
          session_date: dateInDays(event.inDays),
          is_remote: session.isRemote,
          address_location: session.addressLocation,
          start_end_time: session.startEndTime,
          session_link: session.link,
          session_link_title: session.linkTitle,
          additional_info: session.additionalInfo,
        },
        documents: documentsOf(ctx, event.documents),
      }),
    );
  }
  return ids;
}

async function seedCpdSessions(ctx: SeedContext): Promise<DocumentId[]> {
  const ids: DocumentId[] = [];
  for (const session of DEMO_CPD.videoSessions) {
    ids.push(
      await createDocument(ctx.strapi, 'api::cpd-session.cpd-session', {
        title: session.title,
        slug: session.slug,
        blurb: session.blurb,
        main_text: session.mainText,
        main_image: fileId(ctx, session.mainImage),
        video: DEMO_VIDEO,
        documents: documentsOf(ctx, session.documents),
      }),
    );
  }
  return ids;
}

/** The CPD page (a single type) with its live events and video sessions. */
export async function seedCpd(ctx: SeedContext): Promise<void> {
  const cpdLiveEvents = await seedCpdLiveEvents(ctx);
  const cpdSessions = await seedCpdSessions(ctx);
  await createDocument(ctx.strapi, 'api::cpd.cpd', {
    title: DEMO_CPD.title,
    body_content: DEMO_CPD.bodyContent,
    live_events_heading: DEMO_CPD.liveEventsHeading,
    video_sessions_title: DEMO_CPD.videoSessionsTitle,
    documents: documentsOf(ctx, DEMO_CPD.documents),
    cpd_live_events: cpdLiveEvents,
    cpd_sessions: cpdSessions,
  });
}
