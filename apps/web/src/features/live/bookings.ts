import { format, parseISO } from 'date-fns';

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
