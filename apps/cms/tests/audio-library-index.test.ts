import { beforeAll, describe, expect, it } from 'vitest';
import { cmsUrl, graphql, signInAs } from './client';

/**
 * `audioLibraryIndex` (src/extensions/graphql/audio-library-index.ts): the audience-level audio library merged by
 * title on the server and handed out a page at a time. Its cards must be the ones the web app used to merge from
 * every library's full lists (SPEC-GUIDE §2), and every card must be reachable page by page.
 */

interface PageCard {
  ids: string;
  title: string;
  recordingCount: number;
}
interface CollectionCard {
  ids: string;
  title: string;
  blurb: string | null;
  songCount: number;
}
interface CardPage<Card> {
  cards: Card[];
  start: number;
  total: number;
}
interface IndexAnswer {
  audioLibraryIndex: { pages: CardPage<PageCard>; collections: CardPage<CollectionCard> };
}

const INDEX = `
  query Index($audienceSlug: String, $start: Int, $limit: Int) {
    audioLibraryIndex(audienceSlug: $audienceSlug) {
      pages(start: $start, limit: $limit) { cards { ids title recordingCount } start total }
      collections(start: $start, limit: $limit) { cards { ids title blurb songCount } start total }
    }
  }
`;

/** The libraries as the web app read them before (shadow CRUD, every page and collection of each). */
const OLD_LIBRARIES = `
  query Old($audienceSlug: String!, $everyAudience: Boolean!) {
    audienceLibraries: audioLibraries(filters: { audience: { slug: { eq: $audienceSlug } } }) @skip(if: $everyAudience) {
      audio_page { documentId title audio_excerpts { id } }
      audio_page_container { documentId title blurb audio_page { documentId } }
    }
    everyLibrary: audioLibraries @include(if: $everyAudience) {
      audio_page { documentId title audio_excerpts { id } }
      audio_page_container { documentId title blurb audio_page { documentId } }
    }
  }
`;

interface OldLibrary {
  audio_page: { documentId: string; title: string; audio_excerpts: unknown[] }[];
  audio_page_container: {
    documentId: string;
    title: string;
    blurb: string | null;
    audio_page: { documentId: string }[];
  }[];
}

/** The web app's former merge (apps/web/src/lib/libraries.ts audioLibraryCards with mergeByTitle), restated. */
function oldMerge(libraries: OldLibrary[]) {
  const group = <T extends { documentId: string; title: string }>(entries: T[]) => {
    const groups = new Map<string, { title: string; entries: T[] }>();
    for (const entry of entries) {
      const key = entry.title.trim().toLowerCase();
      const found = groups.get(key);
      if (!found) groups.set(key, { title: entry.title.trim(), entries: [entry] });
      else if (!found.entries.some((other) => other.documentId === entry.documentId)) found.entries.push(entry);
    }
    return [...groups.values()];
  };
  const pages: PageCard[] = group(libraries.flatMap((library) => library.audio_page)).map(({ title, entries }) => ({
    ids: entries.map((entry) => entry.documentId).join(','),
    title,
    recordingCount: entries.reduce((sum, entry) => sum + entry.audio_excerpts.length, 0),
  }));
  const collections: CollectionCard[] = group(libraries.flatMap((library) => library.audio_page_container)).flatMap(
    ({ title, entries }) => {
      const songCount = new Set(entries.flatMap((entry) => entry.audio_page.map((page) => page.documentId))).size;
      return songCount
        ? [{ ids: entries.map((entry) => entry.documentId).join(','), title, blurb: entries[0].blurb, songCount }]
        : [];
    },
  );
  return { pages, collections };
}

let subscriber: string;
let audienceSlugs: string[];

beforeAll(async () => {
  subscriber = await signInAs('subscriber');
  const { data } = await graphql<{ audiences: { slug: string }[] }>('{ audiences { slug } }', {}, subscriber);
  audienceSlugs = data!.audiences.map((audience) => audience.slug);
});

describe('audioLibraryIndex: the audience-level audio library, merged by title, a page at a time', () => {
  it('answers the cards the web app used to merge, for every audience and for every library', async () => {
    let cardsSeen = 0;
    for (const audienceSlug of [...audienceSlugs, null]) {
      const old = await graphql<{ audienceLibraries?: OldLibrary[]; everyLibrary?: OldLibrary[] }>(
        OLD_LIBRARIES,
        { audienceSlug: audienceSlug ?? '', everyAudience: !audienceSlug },
        subscriber,
      );
      expect(old.errors).toBeUndefined();
      const expected = oldMerge(old.data!.audienceLibraries ?? old.data!.everyLibrary ?? []);
      const answer = await graphql<IndexAnswer>(INDEX, { audienceSlug, limit: 100 }, subscriber);
      expect(answer.errors).toBeUndefined();
      const { pages, collections } = answer.data!.audioLibraryIndex;
      expect(pages).toEqual({ cards: expected.pages, start: 0, total: expected.pages.length });
      expect(collections).toEqual({ cards: expected.collections, start: 0, total: expected.collections.length });
      cardsSeen += pages.total + collections.total;
    }
    expect(cardsSeen).toBeGreaterThan(0);
    // The demo content has same-title pages across libraries: the merge is really exercised.
    const every = await graphql<IndexAnswer>(INDEX, { audienceSlug: null, limit: 100 }, subscriber);
    const merged = [...every.data!.audioLibraryIndex.pages.cards, ...every.data!.audioLibraryIndex.collections.cards];
    expect(merged.some((card) => card.ids.includes(','))).toBe(true);
  });

  it('hands out every card page by page, in the same order, with the total on each page', async () => {
    const whole = (await graphql<IndexAnswer>(INDEX, { audienceSlug: null, limit: 100 }, subscriber)).data!
      .audioLibraryIndex;
    expect(whole.pages.total).toBeGreaterThan(2);
    const paged: PageCard[] = [];
    for (let start = 0; start < whole.pages.total; start += 2) {
      const page = (await graphql<IndexAnswer>(INDEX, { audienceSlug: null, start, limit: 2 }, subscriber)).data!
        .audioLibraryIndex.pages;
      expect(page.start).toBe(start);
      expect(page.total).toBe(whole.pages.total);
      expect(page.cards.length).toBe(Math.min(2, whole.pages.total - start));
      paged.push(...page.cards);
    }
    expect(paged).toEqual(whole.pages.cards);
    const beyond = await graphql<IndexAnswer>(INDEX, { audienceSlug: null, start: 10_000, limit: 5 }, subscriber);
    expect(beyond.data!.audioLibraryIndex.pages).toEqual({ cards: [], start: 10_000, total: whole.pages.total });
  });

  it('gives 24 cards of each list by default', async () => {
    const answer = await graphql<IndexAnswer>(
      '{ audioLibraryIndex { pages { cards { ids } total } collections { cards { ids } total } } }',
      {},
      subscriber,
    );
    const { pages, collections } = answer.data!.audioLibraryIndex;
    expect(pages.cards.length).toBe(Math.min(24, pages.total));
    expect(collections.cards.length).toBe(Math.min(24, collections.total));
  });

  it('refuses a limit above 100, below 1 and a negative start with a clear error, never a 500', async () => {
    for (const [variables, message] of [
      [{ limit: 101 }, 'limit must be between 1 and 100.'],
      [{ limit: 0 }, 'limit must be between 1 and 100.'],
      [{ start: -1 }, 'start must be 0 or more.'],
    ] as const) {
      const response = await fetch(`${cmsUrl()}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${subscriber}` },
        body: JSON.stringify({ query: INDEX, variables: { audienceSlug: null, ...variables } }),
      });
      expect(response.status).toBeLessThan(500);
      const body = (await response.json()) as {
        data: unknown;
        errors: { message: string; extensions: { code: string } }[];
      };
      expect(body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      expect(JSON.stringify(body)).not.toMatch(/select|sqlite|stack/i);
    }
  });

  it('is subscriber content: visitors and registered users without a subscription are refused', async () => {
    const registered = await signInAs('registered');
    for (const token of [undefined, registered]) {
      const answer = await graphql<IndexAnswer>(INDEX, { audienceSlug: null }, token);
      expect(answer.data?.audioLibraryIndex ?? null).toBeNull();
      expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('is answered from the shared cache for every subscriber (it holds no per-user data)', async () => {
    const owner = await signInAs('owner');
    const query = `query SharedIndex${Date.now()} { audioLibraryIndex { pages(limit: 3) { cards { ids } total } } }`;
    const ask = (token: string) =>
      fetch(`${cmsUrl()}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
      });
    const first = await ask(subscriber);
    const second = await ask(owner);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
  });
});
