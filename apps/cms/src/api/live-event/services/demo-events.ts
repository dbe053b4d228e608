/**
 * A realistic WordPress events feed for the demo and for offline development: the shape the live home page reads
 * from the orchestra's events site (title/excerpt as rendered HTML, ACF fields, a featured-media link).
 * Dates are relative to today and deliberately out of order, so the page's sorting shows.
 */

interface DemoEvent {
  title: string;
  excerpt: string;
  inDays: number;
  lengthDays: number;
  venue: string;
  address: string;
  price: string;
  alsoShownAt?: string;
}

const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Family Concert: The Snowman &amp; Friends',
    excerpt: '<p>A festive hour of music for families, with the film shown on the big screen.</p>',
    inDays: 40,
    lengthDays: 0,
    venue: 'Town Hall',
    address: 'Town Hall, The Headrow, Leeds LS1 3AD',
    price: '£8 children, £14 adults',
    alsoShownAt: 'Victoria Hall, Halifax',
  },
  {
    title: 'Schools Concert: Firebird',
    excerpt: '<p>Stravinsky&#8217;s <em>Firebird</em> for Key Stage 2, presented by the orchestra&#8217;s players.</p>',
    inDays: 9,
    lengthDays: 1,
    venue: 'Symphony Hall',
    address: 'Symphony Hall, Broad Street, Birmingham B1 2EA',
    price: '£4 per pupil, teachers free',
  },
  {
    title: 'Relaxed Performance: Sounds of the Sea',
    excerpt: '<p>A relaxed concert for pupils with special educational needs and their families.</p>',
    inDays: 23,
    lengthDays: 0,
    venue: 'Colston Hall',
    address: 'Trenchard Street, Bristol BS1 5AR',
    price: 'Free, booking essential',
  },
  {
    title: 'Side-by-Side: Young Musicians Day',
    excerpt: '<p>Secondary students play alongside the orchestra, then perform in an evening showcase.</p>',
    inDays: 65,
    lengthDays: 0,
    venue: 'Royal Northern College of Music',
    address: '124 Oxford Road, Manchester M13 9RD',
    price: '£6',
  },
];

const dateInDays = (days: number): string => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(date.getUTCDate()).padStart(2, '0')}`;
};

export function demoEventsFeed(origin: string) {
  return DEMO_EVENTS.map((event, index) => {
    const id = 9000 + index;
    return {
      id,
      title: { rendered: event.title },
      excerpt: { rendered: event.excerpt },
      link: `https://www.example.org/events/${id}`,
      acf: {
        tickets_link: `https://www.example.org/events/${id}/tickets`,
        venue_short: event.venue,
        full_address: event.address,
        ticket_price: event.price,
        event_start_date: dateInDays(event.inDays),
        event_end_date: dateInDays(event.inDays + event.lengthDays),
        also_shown_at: event.alsoShownAt ?? '',
      },
      _links: { 'wp:featuredmedia': [{ href: `${origin}/api/demo-events/wp/v2/media/${index}` }] },
    };
  });
}

export function demoMedia(index: number, images: { url: string; alternativeText: string | null }[]) {
  if (!images.length) return null;
  const image = images[index % images.length];
  return {
    id: index,
    alt_text: image.alternativeText ?? '',
    source_url: image.url,
    media_details: { sizes: { medium_large: { source_url: image.url } } },
  };
}
