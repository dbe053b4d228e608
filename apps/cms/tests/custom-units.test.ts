import { beforeAll, describe, expect, it } from 'vitest';
import {
  combinationsOf,
  customUnitLessons,
  lessonSuitsStrands,
  poolForStrands,
  relationIds,
} from '../src/api/custom-scheme/lesson-rule';
import { call, fieldErrors, register, uniqueEmail, type ApiError } from './accounts';
import { graphql } from './client';

/**
 * Custom units (SPEC-GUIDE §2 Create unit, Custom unit detail; §4 Unit creation; §5; §6; §9): the lesson rule of
 * src/api/custom-scheme/services/custom-scheme.ts, the create rule, and ownership by the token's user.
 */

const strand = (documentId: string) => ({ documentId, combination_key: documentId });
const activity = (documentId: string, strands: string[]) => ({
  documentId,
  learning_strands: strands.map((id) => ({ documentId: id })),
});

describe('the lesson rule, as a pure function', () => {
  it('reads a configuration as combinations: a key on its own, or a list of keys that go together', () => {
    expect(combinationsOf(['rhythm', 'pitch'])).toEqual([['rhythm'], ['pitch']]);
    expect(combinationsOf([['rhythm', 'pitch'], 'singing'])).toEqual([['rhythm', 'pitch'], ['singing']]);
    expect(combinationsOf(null)).toEqual([]);
    expect(combinationsOf({ keys: ['rhythm'] })).toEqual([]);
    expect(combinationsOf(['', 3, [], ['ok', 4]])).toEqual([]);
  });

  it('includes a lesson when every key of one of its combinations was chosen; no configuration suits every unit', () => {
    expect(lessonSuitsStrands(['rhythm', 'pitch'], ['pitch', 'singing'])).toBe(true);
    expect(lessonSuitsStrands(['rhythm', 'pitch'], ['singing', 'composing'])).toBe(false);
    expect(lessonSuitsStrands([['rhythm', 'pitch']], ['pitch', 'singing'])).toBe(false);
    expect(lessonSuitsStrands([['rhythm', 'pitch']], ['rhythm', 'pitch', 'singing'])).toBe(true);
    expect(lessonSuitsStrands(null, ['rhythm'])).toBe(true);
    expect(lessonSuitsStrands([], ['rhythm'])).toBe(true);
    expect(lessonSuitsStrands('rhythm', [])).toBe(true);
  });

  it("keeps the pool's activities that share a strand with the unit, in pool order", () => {
    const pool = [activity('a', ['rhythm']), null, activity('b', []), activity('c', ['pitch', 'singing'])];
    expect(poolForStrands(pool, ['singing', 'rhythm']).map((entry) => entry.documentId)).toEqual(['a', 'c']);
    expect(poolForStrands(pool, [])).toEqual([]);
    expect(poolForStrands(null, ['rhythm'])).toEqual([]);
  });

  it("gives a unit's lessons in plan order, each with its filtered pool, each lesson once", () => {
    const plan = [
      {
        documentId: 'l1',
        combination_key_configurations: ['rhythm', 'pitch'],
        activity_pool: [activity('a', ['pitch'])],
      },
      { documentId: 'l2', combination_key_configurations: ['composing'], activity_pool: [] },
      {
        documentId: 'l3',
        combination_key_configurations: null,
        activity_pool: [activity('b', ['composing']), activity('c', ['rhythm'])],
      },
      null,
      { documentId: 'l1', combination_key_configurations: ['rhythm'], activity_pool: [] },
    ];
    const lessons = customUnitLessons(plan, [strand('rhythm'), strand('singing')]);
    expect(lessons.map((entry) => entry.lesson.documentId)).toEqual(['l1', 'l3']);
    expect(lessons.map((entry) => entry.activity_pool.map((item) => item.documentId))).toEqual([[], ['c']]);
  });

  it('accepts relations by documentId in the shapes REST and GraphQL send, and nothing else', () => {
    expect(relationIds('x')).toEqual(['x']);
    expect(relationIds(['x', { documentId: 'y' }])).toEqual(['x', 'y']);
    expect(relationIds({ connect: ['x', 'y'] })).toEqual(['x', 'y']);
    expect(relationIds({ set: [{ documentId: 'x' }] })).toEqual(['x']);
    expect(relationIds(undefined)).toEqual([]);
    expect(relationIds([1, 2])).toBeNull();
    expect(relationIds({ connect: ['x'], disconnect: ['y'] })).toBeNull();
  });
});

interface Builder {
  documentId: string;
  number_required_strands: number | null;
  programme: { documentId: string };
  audience: { documentId: string };
  learning_strands: { documentId: string; combination_key: string }[];
}

async function builderOf(programmeSlug: string, token: string): Promise<Builder> {
  const { data, errors } = await graphql<{ customSchemeBuilders: Builder[] }>(
    `
      query ($slug: String!) {
        customSchemeBuilders(filters: { programme: { slug: { eq: $slug } } }) {
          documentId
          number_required_strands
          programme {
            documentId
          }
          audience {
            documentId
          }
          learning_strands(sort: "id:asc") {
            documentId
            combination_key
          }
        }
      }
    `,
    { slug: programmeSlug },
    token,
  );
  expect(errors).toBeUndefined();
  return data!.customSchemeBuilders[0];
}

const CREATE = `
  mutation CreateCustomScheme($data: CustomSchemeInput!) {
    createCustomScheme(data: $data) {
      documentId
      title
    }
  }
`;

/** A unit's lessons with their pool activities' titles (what the tests compare; the web asks the ids only). */
const UNIT = `query ($id: ID!) {
  customScheme(documentId: $id) { documentId title lessons { lesson { documentId title } activity_pool { title } } }
}`;

interface UnitLessons {
  customScheme: {
    documentId: string;
    title: string;
    lessons: { lesson: { documentId: string; title: string }; activity_pool: { title: string }[] }[];
  } | null;
}

type GraphQLError = { message: string; extensions?: { code?: string; error?: ApiError } };

/** The field errors of a GraphQL answer as `path -> message`. */
const graphqlFieldErrors = (errors: unknown) =>
  fieldErrors((errors as GraphQLError[] | undefined)?.[0]?.extensions?.error);

async function teacher(label: string) {
  const token = await register(uniqueEmail(label));
  const { data } = await graphql<{ me: { documentId: string } }>('{ me { documentId } }', {}, token);
  return { token, documentId: data!.me.documentId };
}

describe('custom units in the CMS', () => {
  let a: { token: string; documentId: string };
  let b: { token: string; documentId: string };
  let foundations: Builder;
  let film: Builder;
  const keys = (builder: Builder, wanted: string[]) =>
    wanted.map((key) => builder.learning_strands.find((entry) => entry.combination_key === key)!.documentId);
  const unitData = (builder: Builder, strands: string[], extra: Record<string, unknown> = {}) => ({
    title: 'Our unit',
    learning_strands: keys(builder, strands),
    audience: builder.audience.documentId,
    programme: builder.programme.documentId,
    ...extra,
  });
  const create = async (token: string, data: Record<string, unknown>) =>
    graphql<{ createCustomScheme: { documentId: string; title: string } }>(CREATE, { data }, token);

  beforeAll(async () => {
    // Freshly registered teachers are on a trial: active subscribers.
    a = await teacher('unit-a');
    b = await teacher('unit-b');
    foundations = await builderOf('music-foundations', a.token);
    film = await builderOf('composing-for-film', a.token);
  });

  it('answers a unit’s lessons by the lesson rule: plan lessons suiting the strands, pools filtered by them', async () => {
    const created = await create(a.token, unitData(foundations, ['pitch', 'listening', 'singing', 'composing']));
    expect(created.errors).toBeUndefined();
    const { data } = await graphql<UnitLessons>(UNIT, { id: created.data!.createCustomScheme.documentId }, a.token);
    expect(
      data!.customScheme!.lessons.map((entry) => [entry.lesson.title, entry.activity_pool.map((item) => item.title)]),
    ).toEqual([
      ['Rhythm and Pitch Explorers', ['The Echo Song', 'High and Low Sounds', 'Rhythm Grid Compositions']],
      // Marching to the Pulse (rhythm, performing) shares no strand with the unit.
      ['Listen, Sing and Perform', ['High and Low Sounds']],
      ['Create and Compose', ['The Echo Song']],
    ]);

    const other = await create(a.token, unitData(foundations, ['listening', 'composing', 'singing', 'performing']));
    const second = await graphql<UnitLessons>(UNIT, { id: other.data!.createCustomScheme.documentId }, a.token);
    // 'Rhythm and Pitch Explorers' needs rhythm or pitch.
    expect(second.data!.customScheme!.lessons.map((entry) => entry.lesson.title)).toEqual([
      'Listen, Sing and Perform',
      'Create and Compose',
    ]);
  });

  it('makes the token user the owner and fills in the builder’s audience', async () => {
    const created = await create(
      a.token,
      unitData(foundations, ['rhythm', 'pitch', 'listening', 'composing'], {
        audience: undefined,
        owner: b.documentId,
      }),
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createCustomScheme.title).toBe('Our unit');
    const id = created.data!.createCustomScheme.documentId;
    const { data } = await graphql<{ customScheme: { audience: { documentId: string } } }>(
      'query ($id: ID!) { customScheme(documentId: $id) { audience { documentId } } }',
      { id },
      a.token,
    );
    expect(data!.customScheme.audience.documentId).toBe(foundations.audience.documentId);
    expect((await graphql<UnitLessons>(UNIT, { id }, b.token)).data!.customScheme).toBeNull();
  });

  it('refuses a unit without a name, with the wrong number of strands, or with strands twice', async () => {
    const required = foundations.number_required_strands ?? 4;
    expect(required).toBe(4);
    const noName = await create(
      a.token,
      unitData(foundations, ['rhythm', 'pitch', 'listening', 'composing'], {
        title: '   ',
      }),
    );
    expect(noName.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(graphqlFieldErrors(noName.errors)).toEqual({ title: 'Give your unit a name.' });

    const tooFew = await create(a.token, unitData(foundations, ['rhythm', 'pitch', 'listening']));
    expect(graphqlFieldErrors(tooFew.errors)).toEqual({ learning_strands: 'Choose exactly 4 learning strands.' });
    const tooMany = await create(
      a.token,
      unitData(foundations, ['rhythm', 'pitch', 'listening', 'composing', 'singing']),
    );
    expect(graphqlFieldErrors(tooMany.errors)).toEqual({ learning_strands: 'Choose exactly 4 learning strands.' });
    const twice = await create(a.token, unitData(foundations, ['rhythm', 'rhythm', 'pitch', 'listening']));
    expect(graphqlFieldErrors(twice.errors)).toEqual({ learning_strands: 'Choose each learning strand only once.' });
    const none = await create(a.token, { title: 'No strands', programme: foundations.programme.documentId });
    expect(graphqlFieldErrors(none.errors)).toEqual({ learning_strands: 'Choose exactly 4 learning strands.' });
  });

  it('refuses strands from another builder, another audience, and a programme without a builder', async () => {
    // Composing for Film needs 3 strands and offers no singing.
    const singing = keys(foundations, ['singing'])[0];
    const foreign = await create(a.token, {
      ...unitData(film, ['composing', 'listening']),
      learning_strands: [...keys(film, ['composing', 'listening']), singing],
    });
    expect(graphqlFieldErrors(foreign.errors)).toEqual({
      learning_strands: "Choose learning strands from this programme's builder.",
    });
    const filmUnit = await create(a.token, unitData(film, ['composing', 'listening', 'pitch']));
    expect(filmUnit.errors).toBeUndefined();

    const wrongAudience = await create(
      a.token,
      unitData(foundations, ['rhythm', 'pitch', 'listening', 'composing'], {
        audience: film.audience.documentId,
      }),
    );
    expect(graphqlFieldErrors(wrongAudience.errors)).toEqual({
      audience: "The audience must be the unit builder's audience.",
    });

    const { data } = await graphql<{ programmes: { documentId: string }[] }>(
      '{ programmes(filters: { slug: { eq: "listening-and-appraising" } }) { documentId } }',
      {},
      a.token,
    );
    const noBuilder = await create(a.token, {
      ...unitData(foundations, ['rhythm', 'pitch', 'listening', 'composing']),
      programme: data!.programmes[0].documentId,
    });
    expect(graphqlFieldErrors(noBuilder.errors)).toEqual({ programme: 'Choose a programme that has a unit builder.' });
  });

  it('applies the same rule over REST, with field errors', async () => {
    const bad = await call('POST', '/api/custom-schemes', { data: { title: '', learning_strands: [] } }, a.token);
    expect(bad.status).toBe(400);
    expect(fieldErrors(bad.body.error)).toEqual({
      title: 'Give your unit a name.',
      programme: 'Choose a programme that has a unit builder.',
    });
    const numeric = await call(
      'POST',
      '/api/custom-schemes',
      { data: { ...unitData(foundations, []), learning_strands: [1, 2, 3, 4] } },
      a.token,
    );
    expect(numeric.status).toBe(400);
    const good = await call<{ data: { documentId: string } }>(
      'POST',
      '/api/custom-schemes',
      { data: unitData(foundations, ['rhythm', 'pitch', 'singing', 'performing'], { title: 'Made over REST' }) },
      a.token,
    );
    expect(good.status).toBe(201);
    const { data } = await graphql<UnitLessons>(UNIT, { id: good.body.data.documentId }, a.token);
    expect(data!.customScheme!.title).toBe('Made over REST');
  });

  describe("another teacher's units", () => {
    let unitOfA: string;

    beforeAll(async () => {
      const created = await create(
        a.token,
        unitData(foundations, ['rhythm', 'pitch', 'listening', 'composing'], {
          title: 'Private to A',
        }),
      );
      unitOfA = created.data!.createCustomScheme.documentId;
    });

    it('cannot be listed, read or reached through their lessons by GraphQL, by id or by filter', async () => {
      const reads: [string, Record<string, unknown>][] = [
        ['query ($id: ID!) { customScheme(documentId: $id) { title lessons { lesson { title } } } }', { id: unitOfA }],
        ['{ customSchemes { documentId title } }', {}],
        [
          'query ($id: ID!) { customSchemes(filters: { documentId: { eq: $id } }) { documentId title } }',
          { id: unitOfA },
        ],
        [
          'query ($owner: ID!) { customSchemes(filters: { owner: { documentId: { eq: $owner } } }) { documentId } }',
          { owner: a.documentId },
        ],
        ['{ customSchemes_connection { nodes { documentId } pageInfo { total } } }', {}],
      ];
      for (const [query, variables] of reads) {
        const result = await graphql(query, variables, b.token);
        expect(JSON.stringify(result)).not.toContain(unitOfA);
        expect(JSON.stringify(result)).not.toContain('Private to A');
      }
      const mine = await graphql('{ customSchemes { documentId } }', {}, a.token);
      expect(JSON.stringify(mine)).toContain(unitOfA);
    });

    it('cannot be changed or deleted by GraphQL', async () => {
      const update = await graphql(
        'mutation ($id: ID!) { updateCustomScheme(documentId: $id, data: { title: "Taken" }) { documentId } }',
        { id: unitOfA },
        b.token,
      );
      expect(update.errors?.length).toBeGreaterThan(0);
      const remove = await graphql(
        'mutation ($id: ID!) { deleteCustomScheme(documentId: $id) { documentId } }',
        { id: unitOfA },
        b.token,
      );
      expect(remove.errors?.length).toBeGreaterThan(0);
      const stillThere = await graphql<UnitLessons>(UNIT, { id: unitOfA }, a.token);
      expect(stillThere.data!.customScheme!.title).toBe('Private to A');
    });

    it('cannot be listed, read, changed or deleted by REST', async () => {
      expect((await call('GET', `/api/custom-schemes/${unitOfA}`, undefined, b.token)).status).toBe(404);
      expect((await call('DELETE', `/api/custom-schemes/${unitOfA}`, undefined, b.token)).status).toBe(404);
      expect([403, 404]).toContain(
        (await call('PUT', `/api/custom-schemes/${unitOfA}`, { data: { title: 'Taken' } }, b.token)).status,
      );
      for (const query of [
        '',
        `?filters[documentId][$eq]=${unitOfA}`,
        `?filters[owner][documentId][$eq]=${a.documentId}`,
      ]) {
        const list = await call('GET', `/api/custom-schemes${query}`, undefined, b.token);
        // Filtering on the owner is refused outright (400); the other lists answer B's own units only.
        expect(query.includes('[owner]') ? [200, 400] : [200]).toContain(list.status);
        expect(JSON.stringify(list.body)).not.toContain(unitOfA);
      }
      expect((await call('GET', `/api/custom-schemes/${unitOfA}`, undefined, a.token)).status).toBe(200);
    });

    it("a client-sent owner never makes B the owner of A's unit, nor A the owner of B's", async () => {
      const planted = await create(
        b.token,
        unitData(foundations, ['rhythm', 'pitch', 'singing', 'performing'], {
          title: 'Planted on A',
          owner: a.documentId,
        }),
      );
      expect(planted.errors).toBeUndefined();
      const plantedId = planted.data!.createCustomScheme.documentId;
      expect((await graphql<UnitLessons>(UNIT, { id: plantedId }, a.token)).data!.customScheme).toBeNull();
      expect((await graphql<UnitLessons>(UNIT, { id: plantedId }, b.token)).data!.customScheme!.title).toBe(
        'Planted on A',
      );
      const restPlanted = await call(
        'POST',
        '/api/custom-schemes',
        { data: unitData(foundations, ['rhythm', 'pitch', 'singing', 'performing'], { owner: a.documentId }) },
        b.token,
      );
      expect([201, 400]).toContain(restPlanted.status);
      const listOfA = await graphql<{ customSchemes: { documentId: string; title: string }[] }>(
        '{ customSchemes { documentId title } }',
        {},
        a.token,
      );
      expect(listOfA.data!.customSchemes.map((unit) => unit.title)).not.toContain('Planted on A');
      expect(listOfA.data!.customSchemes.map((unit) => unit.documentId)).toContain(unitOfA);
      expect(listOfA.data!.customSchemes.every((unit) => unit.documentId !== plantedId)).toBe(true);

      // B's update naming themselves owner of A's unit is refused, and A's unit stays A's.
      await graphql(
        'mutation ($id: ID!, $owner: ID!) { updateCustomScheme(documentId: $id, data: { owner: $owner }) { documentId } }',
        { id: unitOfA, owner: b.documentId },
        b.token,
      );
      expect((await graphql<UnitLessons>(UNIT, { id: unitOfA }, b.token)).data!.customScheme).toBeNull();
      expect((await graphql<UnitLessons>(UNIT, { id: unitOfA }, a.token)).data!.customScheme!.title).toBe(
        'Private to A',
      );
    });

    it('can be deleted by its owner, after which it is gone', async () => {
      const remove = await graphql(
        'mutation ($id: ID!) { deleteCustomScheme(documentId: $id) { documentId } }',
        { id: unitOfA },
        a.token,
      );
      expect(remove.errors).toBeUndefined();
      expect((await graphql<UnitLessons>(UNIT, { id: unitOfA }, a.token)).data!.customScheme).toBeNull();
    });
  });
});
