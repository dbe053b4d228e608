import { format, isSameDay, parseISO } from 'date-fns';
import { useRestResource } from '../../../components/useRestResource';
import { fetchLiveEvents, LIVE_EVENTS_FAILURE, type LiveEvent } from '../api/liveEvents';

/** SPEC-GUIDE §9: event dates read 'iii d MMM yyyy' (Tue 1 Dec 2026). */
export function eventDates(event: Pick<LiveEvent, 'event_start_date' | 'event_end_date'>): string | null {
  if (!event.event_start_date) return null;
  const start = parseISO(event.event_start_date);
  const end = event.event_end_date ? parseISO(event.event_end_date) : start;
  const first = format(start, 'iii d MMM yyyy');
  return isSameDay(start, end) ? first : `${first} – ${format(end, 'iii d MMM yyyy')}`;
}

/** SPEC-GUIDE §2 Live home: the external events, soonest first, each linking out. */
export function LiveEventsList() {
  const state = useRestResource('live-events', (signal) =>
    fetchLiveEvents(signal).catch((error: unknown) => {
      if (!signal.aborted) console.error(LIVE_EVENTS_FAILURE, error);
      throw error;
    }),
  );

  return (
    <section aria-labelledby="live-events" className="mt-5">
      <h2 id="live-events">Upcoming live events</h2>
      {state.status === 'failed' ? (
        <p className="text-muted">Live events cannot be shown at the moment. Please try again later.</p>
      ) : state.status !== 'ready' || state.data.length === 0 ? (
        <p role="status">Loading live event data</p>
      ) : (
        <ul className="list-unstyled row g-4">
          {state.data.map((event) => (
            <li key={event.id} className="col-12 col-md-6 col-xl-4">
              <LiveEventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LiveEventCard({ event }: { event: LiveEvent }) {
  const dates = eventDates(event);
  return (
    <article className="card h-100">
      {event.image && (
        <div className="ratio ratio-16x9">
          <img src={event.image.url} alt={event.image.alt} className="card-img-top object-fit-cover" loading="lazy" />
        </div>
      )}
      <div className="card-body d-flex flex-column">
        <h3 className="h5 card-title">
          <a href={event.link} target="_blank" rel="noopener noreferrer">
            {event.title}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </h3>
        {dates && <p className="mb-1 fw-semibold">{dates}</p>}
        {event.venue_short && <p className="mb-1">{event.venue_short}</p>}
        {event.also_shown_at && <p className="mb-1 small">Also at {event.also_shown_at}</p>}
        {event.ticket_price && <p className="mb-2 small text-muted">{event.ticket_price}</p>}
        {event.excerpt && <p className="card-text">{event.excerpt}</p>}
        {event.tickets_link && (
          <a
            href={event.tickets_link}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-primary mt-auto align-self-start"
          >
            Book tickets<span className="visually-hidden"> for {event.title} (opens in a new tab)</span>
          </a>
        )}
      </div>
    </article>
  );
}
