import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  Kind,
  Lexer,
  parse,
  Source,
  TokenKind,
  validate,
  visit,
  type DocumentNode,
  type GraphQLError,
  type SelectionSetNode,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsUrl, graphql, signInAs } from './client';
import { GRAPHQL_LIMITS } from '../src/delivery/graphql-limits';
import { graphqlProtection } from '../src/extensions/graphql/limits';

const root = path.resolve(__dirname, '..', '..', '..');
const schema = buildSchema(fs.readFileSync(path.join(root, 'apps/cms/schema.graphql'), 'utf8'));

/** Every operation the web app sends, with the fragments it spreads (from the generated documents). */
function webAppOperations(): { name: string; text: string }[] {
  const generated = fs.readFileSync(path.join(root, 'apps/web/src/gql/gql.ts'), 'utf8');
  const texts = [
    ...new Set(
      generated
        .split('\n')
        .map((line) => line.match(/^ {4}("(?:[^"\\]|\\.)*"): types\.\w+,$/)?.[1])
        .filter((literal): literal is string => Boolean(literal))
        .map((literal) => JSON.parse(literal) as string),
    ),
  ];
  const fragments = new Map<string, string>();
  for (const text of texts) {
    const name = text.match(/^\s*fragment (\w+)/)?.[1];
    if (name) fragments.set(name, text);
  }
  const withFragments = (text: string, seen: Set<string>): string =>
    [text, ...[...text.matchAll(/\.\.\.(\w+)/g)].map(([, name]) => name)]
      .map((part, index) => {
        if (index === 0) return part;
        if (seen.has(part) || !fragments.has(part)) return '';
        seen.add(part);
        return withFragments(fragments.get(part)!, seen);
      })
      .join('\n');
  return texts
    .filter((text) => /^\s*(query|mutation)\b/.test(text))
    .map((text) => ({ name: text.match(/(?:query|mutation) (\w+)/)![1], text: withFragments(text, new Set()) }));
}

function tokenCount(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

function depthOf(document: DocumentNode): number {
  let depth = 0;
  let deepest = 0;
  visit(document, {
    SelectionSet: {
      enter: () => void (deepest = Math.max(deepest, (depth += 1))),
      leave: () => void (depth -= 1),
    },
  });
  return deepest;
}

/** Apollo's `maxRecursiveSelections` measure: fields, inline fragments and spreads, each fragment at every spread. */
function selectionsOf(document: DocumentNode): number {
  const fragments = new Map<string, SelectionSetNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition.selectionSet);
  }
  const count = (selectionSet: SelectionSetNode): number =>
    selectionSet.selections.reduce(
      (total, selection) =>
        total +
        1 +
        (selection.kind === Kind.FRAGMENT_SPREAD
          ? count(fragments.get(selection.name.value)!)
          : selection.selectionSet
            ? count(selection.selectionSet)
            : 0),
      0,
    );
  return Math.max(
    ...document.definitions.map((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION ? count(definition.selectionSet) : 0,
    ),
  );
}

/** Fragments that each spread the next one twice: 2^levels selections in a few hundred bytes. */
const fragmentBomb = (levels: number) =>
  [
    '{ ...F0 }',
    ...Array.from(
      { length: levels },
      (_, level) => `fragment F${level} on Query { ...F${level + 1} ...F${level + 1} }`,
    ),
    `fragment F${levels} on Query { __typename }`,
  ].join(' ');
const fragmentCycle = `{ audiences { ...A } } fragment A on Audience { title ...B } fragment B on Audience { ...A }`;

describe('GraphQL limits: the web app passes with room to spare, hostile requests are refused', () => {
  let subscriber: string;
  beforeAll(async () => {
    subscriber = await signInAs('subscriber');
  });

  it("passes every one of the web app's operations at under half of each limit", () => {
    const operations = webAppOperations();
    expect(operations.length).toBeGreaterThan(40);
    const rules = graphqlProtection({ timeBudgetMs: 10_000 }).validationRules;
    for (const { name, text } of operations) {
      const document = parse(text);
      expect(validate(schema, document, rules), name).toEqual([]);
      let aliases = 0;
      let directives = 0;
      visit(document, {
        Field: (field) => void (field.alias && (aliases += 1)),
        Directive: () => void (directives += 1),
      });
      expect(tokenCount(text), name).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxTokens / 2);
      expect(aliases, name).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxAliases / 2);
      expect(directives, name).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxDirectives / 2);
      // Strapi's own depth limit (config/plugins.ts) is 14.
      expect(depthOf(document), name).toBeLessThan(14);
      expect(selectionsOf(document), name).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxSelections / 2);
    }
  });

  const postTo = (pathAndSearch: string, body: unknown, contentType = 'application/json') =>
    fetch(`${cmsUrl()}${pathAndSearch}`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: JSON.stringify(typeof body === 'string' ? { query: body } : body),
    });

  const post = async (query: string, token?: string) => {
    const response = await fetch(`${cmsUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query }),
    });
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) as { data?: unknown; errors?: GraphQLError[] } };
  };

  it('refuses one field repeated 8,000 times at parse time, before validation can be made slow', async () => {
    const answer = await post(`{ audiences { x: title ${'title '.repeat(8000)} } }`);
    expect(answer.status).toBe(400);
    expect(answer.body.data ?? null).toBeNull();
    expect(answer.text).toMatch(/token/i);
  });

  it('refuses thousands of aliases, and a hundred aliases of a programme list', async () => {
    const featureboxes = Array.from({ length: 3000 }, (_, index) => `a${index}: featurebox { title }`).join(' ');
    const manyAliases = await post(`{ audiences { ${featureboxes} } }`);
    expect(manyAliases.status).toBe(400);
    expect(manyAliases.body.data ?? null).toBeNull();

    const lists = Array.from({ length: 20 }, (_, index) => `p${index}: programmes { title }`).join(' ');
    const twenty = await post(`{ ${lists} }`);
    expect(twenty.status).toBe(400);
    expect(twenty.text).toMatch(/alias/i);
  });

  it('refuses a query past the depth limit', async () => {
    // A programme's units and their programme, 16 levels under `programmes` (all fields exist: only depth is wrong).
    const nested = (levels: number): string =>
      levels === 0 ? 'title' : `units { programme { ${nested(levels - 1)} } }`;
    const deep = await post(`{ programmes { ${nested(8)} } }`, subscriber);
    expect(deep.status).toBe(400);
    expect(deep.body.data ?? null).toBeNull();
    expect(deep.body.errors?.map(({ message }) => message)).toEqual([expect.stringMatching(/maximum operation depth/)]);
  });

  it('answers a fragment cycle with a clear 400, not a 500', async () => {
    const cycle = await post(fragmentCycle);
    expect(cycle.status).toBe(400);
    expect(cycle.body.errors?.[0]?.message).toMatch(/cannot spread fragment/i);
    const unknown = await post(`{ audiences { ...Missing } }`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0]?.message).toMatch(/unknown fragment/i);
  });

  it('refuses a fragment bomb before any rule walks its spreads (21, 40 and 60 levels: 2^60 would take years)', async () => {
    for (const levels of [21, 40, 60]) {
      const bomb = await post(fragmentBomb(levels));
      expect(bomb.status, `${levels} levels`).toBe(400);
      expect(bomb.body.data ?? null).toBeNull();
      expect(bomb.body.errors?.[0]?.message).toMatch(/too many selections/i);
    }
  });

  it('refuses the cycle and the bomb with a 400 whatever the path spelling, method, content type or batching', async () => {
    const query = (text: string) => new URLSearchParams({ query: text }).toString();
    const ways: [string, (text: string) => Promise<Response>][] = [
      ['/graphql/', (text) => postTo('/graphql/', text)],
      ['/GRAPHQL', (text) => postTo('/GRAPHQL', text)],
      ['/graphql?x', (text) => postTo('/graphql?x', text)],
      ['/GraphQL/?x=1', (text) => postTo('/GraphQL/?x=1', text)],
      ['application/vnd.api+json', (text) => postTo('/graphql', text, 'application/vnd.api+json')],
      ['application/graphql+json', (text) => postTo('/graphql', text, 'application/graphql+json')],
      ['batched', (text) => postTo('/graphql', [{ query: text }, { query: text }])],
      [
        'GET',
        (text) => fetch(`${cmsUrl()}/graphql?${query(text)}`, { headers: { 'apollo-require-preflight': 'true' } }),
      ],
      [
        'GET /graphql/',
        (text) => fetch(`${cmsUrl()}/graphql/?${query(text)}`, { headers: { 'apollo-require-preflight': 'true' } }),
      ],
    ];
    for (const [way, send] of ways) {
      for (const [name, text] of [
        ['cycle', fragmentCycle],
        ['bomb', fragmentBomb(40)],
      ]) {
        const answer = await send(text);
        expect(answer.status, `${name} by ${way}`).toBe(400);
        expect(await answer.text(), `${name} by ${way}`).toMatch(/"errors"/);
      }
    }
  });

  it("answers the web app's heaviest operation in full", async () => {
    const lessonSlideShow = webAppOperations().find(({ name }) => name === 'LessonSlideShow')!;
    const { lessons } = (
      await graphql<{ lessons: { documentId: string }[] }>(
        `
          {
            lessons {
              documentId
            }
          }
        `,
        {},
        subscriber,
      )
    ).data!;
    const answer = await graphql(
      lessonSlideShow.text,
      { lessonId: lessons[0].documentId, customSchemeId: '-', customUnit: false },
      subscriber,
    );
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    expect(answer.data).toBeTruthy();
  });

  it('keeps field suggestions to itself (no map of the schema for an attacker)', async () => {
    const answer = await post(`{ audiences { titl } }`);
    expect(answer.status).toBe(400);
    expect(answer.text).not.toMatch(/did you mean/i);
  });

  it('refuses over-long text with a 400 and never answers database text', async () => {
    const pattern = 'x'.repeat(60_000);
    const literal = await post(`{ audiences(filters: { title: { containsi: "${pattern}" } }) { title } }`);
    expect(literal.status).toBe(400);
    expect(literal.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const viaVariables = await fetch(`${cmsUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query Find($text: String) { audiences(filters: { title: { containsi: $text } }) { title } }',
        variables: { text: pattern },
      }),
    });
    expect(viaVariables.status).toBe(400);
    for (const text of [literal.text, await viaVariables.text()]) {
      expect(text).not.toMatch(/sqlite|select |pattern too complex/i);
    }
    const rest = await fetch(`${cmsUrl()}/api/audiences?filters[title][$containsi]=${pattern}`);
    expect(rest.status).not.toBe(500);
    expect(await rest.text()).not.toMatch(/sqlite|select /i);
  });

  it("answers a file's `related` field with a clear 400, not an internal error", async () => {
    const answer = await post(`{ uploadFiles { documentId related { __typename } } }`, subscriber);
    expect(answer.status).toBe(400);
    expect(answer.text).not.toMatch(/INTERNAL_SERVER_ERROR/);
  });

  it('stops resolving fields once the time budget is spent, with a clear error', async () => {
    type Hooks = {
      requestDidStart?: () => Promise<{
        executionDidStart?: () => Promise<{ willResolveField?: (field: unknown) => void } | void>;
      } | void>;
    };
    const budgets = async (timeBudgetMs: number) => {
      const plugins = graphqlProtection({ timeBudgetMs }).plugins as Hooks[];
      const checks: ((field: unknown) => void)[] = [];
      for (const plugin of plugins) {
        const request = await plugin.requestDidStart?.();
        const execution = request ? await request.executionDidStart?.() : undefined;
        if (execution?.willResolveField) checks.push(execution.willResolveField);
      }
      return checks;
    };
    const generous = await budgets(60_000);
    expect(generous.length).toBe(1);
    expect(() => generous[0]({})).not.toThrow();
    const spent = await budgets(-1);
    expect(() => spent[0]({})).toThrow(/took too long/);
  });
});
