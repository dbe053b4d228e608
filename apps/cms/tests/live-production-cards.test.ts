import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, rest, signInAs } from './client';
import { webOperation } from './web-documents';
import { DETAIL_RULES, LIVE_PRODUCTION_CARD } from '../src/access/detail-fields';
import liveProductionSchema from '../src/api/live-production/content-types/live-production/schema.json';

/**
 * SPEC-GUIDE §2: the live programme page (/live/{programme}) is public and shows its productions' cards; the
 * production page (/live/{programme}/{production}) is for subscribers. So anyone reads a production's card, and only a
 * subscriber reads the rest of it (src/access/detail-fields.ts), by every route.
 */
type Result = { errors?: { message: string; extensions?: { code?: string } }[]; data?: unknown };
const isForbidden = (result: Result) => result.errors?.some((error) => error.extensions?.code === 'FORBIDDEN') ?? false;

interface Programme {
  slug: string;
  live_productions: { slug: string; title: string; blurb: string | null; thumbnail_images: { url: string }[] }[];
}

describe('live productions: the card is public, the production subscriber content (SPEC §2, §6)', () => {
  let registered: string;
  let subscriber: string;
  let programme: Programme;
  const detailFields = DETAIL_RULES.LiveProduction.fields;

  beforeAll(async () => {
    registered = await signInAs('registered');
    subscriber = await signInAs('subscriber');
  });

  it('withholds every field but the card, including fields nobody named (deny by default)', () => {
    const fields = Object.keys(liveProductionSchema.attributes);
    expect([...detailFields, ...LIVE_PRODUCTION_CARD].sort()).toEqual(fields.sort());
    for (const field of ['main_text', 'bookings', 'documents', 'main_image', 'related_activities', 'audio_pages'])
      expect(detailFields).toContain(field);
  });

  it("answers the live programme page's own query for a visitor, with its productions' cards", async () => {
    const programmes = await graphql<{ liveProgrammes: Programme[] }>(
      '{ liveProgrammes { slug live_productions { slug } } }',
    );
    expect(programmes.errors).toBeUndefined();
    const slug = programmes.data!.liveProgrammes.find((p) => p.live_productions.length)?.slug;
    expect(slug).toBeTruthy();
    for (const token of [undefined, registered]) {
      const page = await graphql<{ liveProgrammes: Programme[] }>(webOperation('LiveProgrammes'), { slug }, token);
      expect(page.errors).toBeUndefined();
      programme = page.data!.liveProgrammes[0];
      expect(programme.live_productions.length).toBeGreaterThan(0);
      expect(programme.live_productions.every((card) => card.slug && card.title)).toBe(true);
    }
  });

  it("refuses the production page's query to a visitor and a registered teacher, answers it for a subscriber", async () => {
    const production = programme.live_productions[0].slug;
    const variables = { slug: production, programmeSlug: programme.slug };
    for (const token of [undefined, registered]) {
      const refused = await graphql(webOperation('LiveProductions'), variables, token);
      expect(isForbidden(refused)).toBe(true);
      expect(JSON.stringify(refused.data ?? null)).not.toMatch(/main_text|bookings|performance_venues":"/);
    }
    const answered = await graphql<{ liveProductions: { main_text: string | null }[] }>(
      webOperation('LiveProductions'),
      variables,
      subscriber,
    );
    expect(answered.errors).toBeUndefined();
    expect(answered.data!.liveProductions[0].main_text).toBeTruthy();
  });

  it('refuses each detail field alone, at the root and through the programme, to non-subscribers', async () => {
    for (const field of ['main_text', 'performance_venues', 'active_live_performance', 'bookings { venue_name }']) {
      for (const query of [
        `{ liveProductions { slug ${field} } }`,
        `{ liveProgrammes { live_productions { slug ${field} } } }`,
        `{ liveProductions_connection { nodes { ${field} } } }`,
      ]) {
        for (const token of [undefined, registered])
          expect(isForbidden(await graphql(query, {}, token)), query).toBe(true);
        expect((await graphql(query, {}, subscriber)).errors, query).toBeUndefined();
      }
    }
  });

  it('refuses a filter or sort on a detail field to non-subscribers (a filter would tell the text one guess at a time)', async () => {
    for (const query of [
      '{ liveProductions(filters: { main_text: { containsi: "a" } }) { slug } }',
      '{ liveProductions(filters: { or: [{ performance_venues: { containsi: "a" } }] }) { slug } }',
      '{ liveProductions(sort: "performance_dates:asc") { slug } }',
      '{ liveProgrammes { live_productions(filters: { bookings: { venue_name: { containsi: "a" } } }) { slug } } }',
      '{ liveProductions_connection(filters: { active_live_performance: { eq: true } }) { nodes { slug } } }',
    ]) {
      for (const token of [undefined, registered]) {
        const result = await graphql(query, {}, token);
        expect(isForbidden(result), query).toBe(true);
        expect(JSON.stringify(result.data ?? null), query).not.toContain('slug":"');
      }
      expect((await graphql(query, {}, subscriber)).errors, query).toBeUndefined();
    }
  });

  it('gives REST callers the card alone, and refuses filters and sorts on the rest, unless they subscribe', async () => {
    for (const token of [undefined, registered]) {
      const list = (await (await rest('/api/live-productions?populate=*', token)).json()) as {
        data: Record<string, unknown>[];
      };
      expect(list.data.length).toBeGreaterThan(0);
      for (const production of list.data) {
        expect(production.title).toBeTruthy();
        for (const field of detailFields) expect(production, field).not.toHaveProperty(field);
      }
      for (const query of [
        'filters[main_text][$containsi]=a',
        'filters[$or][0][performance_venues][$containsi]=a',
        'filters[bookings][venue_name][$containsi]=a',
        'sort=performance_dates:asc',
      ]) {
        const refused = await rest(`/api/live-productions?${query}`, token);
        expect(refused.status, query).toBe(400);
        expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/subscription/i);
      }
    }
    const full = (await (await rest('/api/live-productions?populate=*', subscriber)).json()) as {
      data: Record<string, unknown>[];
    };
    expect(full.data.some((production) => production.main_text && production.bookings)).toBe(true);
    expect((await rest('/api/live-productions?filters[main_text][$containsi]=a', subscriber)).status).toBe(200);
  });

  it("lets anyone download a card's thumbnail, only subscribers what the production page alone shows", async () => {
    const files = await graphql<{
      liveProductions: {
        thumbnail_images: { documentId: string }[];
        main_image: { documentId: string } | null;
        documents: { file: { documentId: string } | null }[];
      }[];
    }>(
      '{ liveProductions { thumbnail_images { documentId } main_image { documentId } documents { file { documentId } } } }',
      {},
      subscriber,
    );
    expect(files.errors).toBeUndefined();
    const productions = files.data!.liveProductions;
    const thumbnails = productions.flatMap((p) => p.thumbnail_images.map((image) => image.documentId));
    expect(thumbnails.length).toBeGreaterThan(0);
    for (const id of thumbnails) expect((await rest(`/documents/${id}`)).status).toBe(200);
    // A file some public content also links is public through it; those only a production's page shows are not.
    const pageOnly = productions.flatMap((p) => [
      ...(p.main_image ? [p.main_image.documentId] : []),
      ...p.documents.flatMap((document) => (document.file ? [document.file.documentId] : [])),
    ]);
    const refused: string[] = [];
    for (const id of pageOnly) {
      if ((await rest(`/documents/${id}`)).status !== 401) continue;
      refused.push(id);
      expect((await rest(`/documents/${id}`, registered)).status).toBe(403);
      expect((await rest(`/documents/${id}`, subscriber)).status).toBe(200);
    }
    expect(refused.length).toBeGreaterThan(0);
  });
});
