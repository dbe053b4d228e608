import { format, parseISO } from 'date-fns';
import type { LiveProductionsQuery } from '../../gql/graphql';
import { toImageView, type ImageView } from '../../lib/media';

interface BookingData {
  id: string;
  event_date?: string | null;
  venue_name?: string | null;
  booking_link?: string | null;
}

export interface BookingView {
  key: string;
  date: string | null;
  venue: string;
  link: string | null;
}

/** SPEC-GUIDE §2/§9: bookings sorted by event_date (undated last), shown as 'iii d MMM yyyy, haaa'. */
export function toBookingViews(bookings: readonly (BookingData | null)[]): BookingView[] {
  return bookings
    .flatMap((booking) => (booking ? [booking] : []))
    .sort((a, b) => (a.event_date ?? '\uffff').localeCompare(b.event_date ?? '\uffff'))
    .map((booking) => ({
      key: booking.id,
      date: booking.event_date ? format(parseISO(booking.event_date), 'iii d MMM yyyy, haaa') : null,
      venue: booking.venue_name || 'Venue to be confirmed',
      link: booking.booking_link || null,
    }));
}

type ProductionData = NonNullable<LiveProductionsQuery['liveProductions'][number]>;
type RelatedActivity = NonNullable<NonNullable<ProductionData['related_activities']>[number]>;
type RelatedAudioPage = NonNullable<NonNullable<ProductionData['audio_pages']>[number]>;

/** The live production page's data: a production, or a performance opened at the same address with what it has. */
export interface LiveProductionView {
  title: string;
  programmeTitle: string | null;
  banner: ImageView | null;
  /** 'Book Tickets' shows only for an active live performance with bookings (SPEC-GUIDE §2). */
  bookings: BookingView[];
  active: boolean;
  dates: string | null;
  venues: string | null;
  activities: RelatedActivity[];
  audioPages: RelatedAudioPage[];
}

export function toLiveProductionView(data: LiveProductionsQuery | undefined): LiveProductionView | null {
  const production = data?.liveProductions.find(Boolean);
  const performance = data?.livePerformances.find(Boolean);
  const title = production?.title ?? performance?.title;
  if (title === undefined) return null;
  return {
    title,
    programmeTitle: data?.liveProgrammes.find(Boolean)?.title ?? null,
    banner: toImageView(production?.main_image ?? performance?.thumbnail_images.find(Boolean), 'large'),
    bookings: toBookingViews(production?.bookings ?? []),
    active: (production ?? performance)?.active_live_performance === true,
    dates: production?.performance_dates ?? performance?.performance_dates ?? null,
    venues: production?.performance_venues ?? performance?.performance_venues ?? null,
    activities: (production?.related_activities ?? []).flatMap((activity) => (activity ? [activity] : [])),
    audioPages: (production?.audio_pages ?? []).flatMap((page) => (page ? [page] : [])),
  };
}
