// The external events site (a WordPress REST API), faked on loopback for the end-to-end run: the only thing outside
// the product that the live home depends on. Journeys switch it down and up through POST /__control.
import http from 'node:http';

const day = 86_400_000;
const ymd = (offsetDays) => new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10).replace(/-/g, '');

/** Out of date order on purpose: the product must sort them. */
const EVENTS = [
  { id: 501, title: 'Winter Gala &amp; Carols', inDays: 30, venue: 'City Hall' },
  { id: 502, title: 'Schools Matinee: The Planets', inDays: 5, venue: 'Symphony Hall' },
  { id: 503, title: 'Open Rehearsal', inDays: 12, venue: 'Orchestra Studios' },
];

export function startFakeEventsSite() {
  let down = false;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, 'http://localhost');
    if (request.method === 'POST' && url.pathname === '/__control') {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        down = Boolean(JSON.parse(body || '{}').down);
        response.writeHead(204).end();
      });
      return;
    }
    if (down) return response.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
    const origin = `http://${request.headers.host}`;
    response.setHeader('content-type', 'application/json');
    if (url.pathname === '/wp-json/wp/v2/events') {
      return response.end(
        JSON.stringify(
          EVENTS.map((event) => ({
            id: event.id,
            title: { rendered: event.title },
            excerpt: { rendered: `<p>${event.title} with the orchestra.</p>` },
            link: `https://events.example.org/${event.id}`,
            acf: {
              event_start_date: ymd(event.inDays),
              event_end_date: ymd(event.inDays),
              venue_short: event.venue,
              tickets_link: `https://events.example.org/${event.id}/tickets`,
            },
            _links: { 'wp:featuredmedia': [{ href: `${origin}/wp-json/wp/v2/media/${event.id}` }] },
          })),
        ),
      );
    }
    const media = /^\/wp-json\/wp\/v2\/media\/(\d+)$/.exec(url.pathname);
    if (media) {
      // A tiny inline picture, so the page needs nothing else from this site.
      const pixel = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=';
      return response.end(
        JSON.stringify({
          alt_text: `Event ${media[1]}`,
          media_details: { sizes: { medium_large: { source_url: pixel } } },
        }),
      );
    }
    response.writeHead(404).end('{}');
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ origin: `http://127.0.0.1:${port}`, events: EVENTS, close: () => server.close() });
    });
  });
}
