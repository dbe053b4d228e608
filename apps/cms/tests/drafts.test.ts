import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getNamedType, isObjectType, isListType, isNonNullType, type GraphQLOutputType } from 'graphql';
import { adminToken, cmsUrl, graphql, rest, signInAs } from './client';
import { loadGraphqlSchema, readModels } from './paywall-paths';

/**
 * Drafts are a protected class (issue 31): with draft & publish on the editorial types, a draft edit of a published
 * document and a draft-only document never reach a visitor, a registered teacher or a subscriber, through REST,
 * GraphQL (asked for drafts or not, at the root or through relations), the purpose-built fields, search, ZIPs or
 * /documents. Generated from the schemas: every draft-and-publish type gets a draft edit carrying a marker word,
 * made as an editor in the admin panel's API; no answer to anyone may hold that word.
 */

vi.setConfig({ testTimeout: 240_000 });

const MARK = 'draftmarkzq';
const cmsDir = path.resolve(__dirname, '..');

interface DraftType {
  uid: string;
  kind: 'collectionType' | 'singleType';
  singularName: string;
  pluralName: string;
  graphqlName: string;
  /** The first text attribute, which the draft edit marks. */
  textField?: string;
}

function draftTypes(): DraftType[] {
  const types: DraftType[] = [];
  for (const model of readModels().values()) {
    if (model.kind === 'component' || !model.uid.startsWith('api::')) continue;
    const [, name] = model.uid.split('::');
    const [api, type] = name.split('.');
    const schema = JSON.parse(
      fs.readFileSync(path.join(cmsDir, 'src/api', api, 'content-types', type, 'schema.json'), 'utf8'),
    ) as { options?: { draftAndPublish?: boolean } };
    if (!schema.options?.draftAndPublish) continue;
    const textField = Object.entries(model.attributes).find(([, a]) => a.type === 'string')?.[0];
    types.push({
      uid: model.uid,
      kind: model.kind,
      singularName: model.singularName!,
      pluralName: model.pluralName!,
      graphqlName: model.graphqlName,
      textField,
    });
  }
  return types;
}

const TYPES = draftTypes();

async function admin<T>(method: string, pathname: string, body?: unknown): Promise<T> {
  const response = await fetch(`${cmsUrl()}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken()}` },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

const managerPath = (type: DraftType) =>
  `/content-manager/${type.kind === 'singleType' ? 'single-types' : 'collection-types'}/${type.uid}`;

interface Edited {
  type: DraftType;
  documentId?: string;
  published: string;
}

/** The draft edits made for this run, and the draft-only documents. */
const edited: Edited[] = [];
const draftOnly: { type: DraftType; documentId: string }[] = [];
const callers: Record<'visitor' | 'registered' | 'subscriber', string | undefined> = {
  visitor: undefined,
  registered: undefined,
  subscriber: undefined,
};

beforeAll(async () => {
  callers.registered = await signInAs('registered');
  callers.subscriber = await signInAs('subscriber');
  for (const type of TYPES) {
    if (!type.textField) continue;
    const field = type.textField;
    if (type.kind === 'singleType') {
      const { data } = await admin<{ data: Record<string, string> | null }>('GET', managerPath(type));
      if (!data?.[field]) continue;
      await admin('PUT', managerPath(type), { [field]: `${MARK} ${data[field]}` });
      edited.push({ type, published: data[field] });
      continue;
    }
    const list = await admin<{ results: Record<string, string>[] }>(
      'GET',
      `${managerPath(type)}?page=1&pageSize=1&sort=id:ASC`,
    );
    const first = list.results[0];
    if (!first?.[field]) continue;
    await admin('PUT', `${managerPath(type)}/${first.documentId}`, { [field]: `${MARK} ${first[field]}` });
    edited.push({ type, documentId: first.documentId, published: first[field] });
  }
  for (const uid of ['api::lesson.lesson', 'api::programme.programme', 'api::cpd-session.cpd-session']) {
    const type = TYPES.find((candidate) => candidate.uid === uid)!;
    const created = await admin<{ data: { documentId: string } }>('POST', managerPath(type), {
      [type.textField!]: `${MARK} only a draft`,
    });
    draftOnly.push({ type, documentId: created.data.documentId });
  }
});

afterAll(async () => {
  for (const { type, documentId } of edited) {
    const at = type.kind === 'singleType' ? managerPath(type) : `${managerPath(type)}/${documentId}`;
    await admin('POST', `${at}/actions/discard`).catch(() => undefined);
  }
  for (const { type, documentId } of draftOnly) {
    await admin('DELETE', `${managerPath(type)}/${documentId}`).catch(() => undefined);
  }
});

/** A selection of a type's id, text and, one level down, every relation's text: what a draft edit would show. */
function selectionOf(typeName: string): string {
  const schema = loadGraphqlSchema();
  const type = schema.getType(typeName);
  if (!isObjectType(type)) return 'documentId';
  const plain = (named: ReturnType<typeof getNamedType>) =>
    isObjectType(named)
      ? Object.values(named.getFields())
          .filter((field) => field.type.toString().match(/^(String|ID)!?$/) && !field.args.length)
          .slice(0, 3)
          .map((field) => field.name)
      : [];
  const isList = (output: GraphQLOutputType): boolean =>
    isNonNullType(output) ? isList(output.ofType) : isListType(output);
  const nested = Object.values(type.getFields()).flatMap((field) => {
    const named = getNamedType(field.type);
    if (!isObjectType(named) || field.name.endsWith('_connection') || named.name === 'UploadFile') return [];
    const leaves = plain(named);
    if (!leaves.length) return [];
    return [`${field.name}${isList(field.type) ? '(pagination: { limit: 100 })' : ''} { ${leaves.join(' ')} }`];
  });
  return [...plain(type), ...nested].join(' ');
}

/** Every way this suite asks for content, as one caller: the answers' texts. */
async function answersFor(token: string | undefined): Promise<{ probe: string; text: string }[]> {
  const probes: { probe: string; ask: () => Promise<string> }[] = [];
  const restText = (url: string) => () => rest(url, token).then((response) => response.text());
  for (const type of TYPES) {
    const base = `/api/${type.kind === 'singleType' ? type.singularName : type.pluralName}`;
    for (const query of [
      'populate=*',
      'status=draft&populate=*',
      `filters[${type.textField ?? 'id'}][$containsi]=${MARK}`,
    ]) {
      const url = `${base}?${query}${type.kind === 'collectionType' ? '&pagination[pageSize]=100' : ''}`;
      probes.push({ probe: `REST ${url}`, ask: restText(url) });
    }
    const selection = selectionOf(type.graphqlName);
    const root = type.kind === 'singleType' ? type.singularName : type.pluralName;
    const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
    for (const status of ['', 'status: DRAFT']) {
      const args =
        type.kind === 'collectionType' ? `(pagination: { limit: 100 } ${status})` : status ? `(${status})` : '';
      const query = `{ ${camel(root)}${args} { ${selection} } }`;
      probes.push({
        probe: `GraphQL ${query.slice(0, 80)}`,
        ask: () => graphql(query, {}, token).then(JSON.stringify),
      });
    }
    for (const { documentId } of [...edited, ...draftOnly].filter((entry) => entry.type === type && entry.documentId)) {
      if (type.kind !== 'collectionType') continue;
      for (const status of ['', '&status=draft']) {
        const url = `${base}/${documentId}?populate=*${status}`;
        probes.push({ probe: `REST ${url}`, ask: restText(url) });
      }
      const query = `{ ${camel(type.singularName)}(documentId: "${documentId}", status: DRAFT) { ${selection} } }`;
      probes.push({
        probe: `GraphQL ${query.slice(0, 80)}`,
        ask: () => graphql(query, {}, token).then(JSON.stringify),
      });
    }
  }
  // The answer repeats the words asked for: what was found is the rest.
  const searchFor = (q: string) => async () => {
    const { query: _asked, ...found } = (await (await rest(`/api/search?q=${q}`, token)).json()) as Record<
      string,
      unknown
    >;
    return JSON.stringify(found);
  };
  probes.push({ probe: 'search', ask: searchFor(MARK) });
  probes.push({ probe: 'search for draft-only', ask: searchFor('only a draft') });
  const audioIndex = `{ audioLibraryIndex {
    pages(start: 0, limit: 500) { cards { ids title } total } collections(start: 0, limit: 500) { cards { ids title blurb } }
  } }`;
  probes.push({ probe: 'audioLibraryIndex', ask: () => graphql(audioIndex, {}, token).then(JSON.stringify) });
  const menus =
    '{ audienceMenus { title features { title programme { title } project { title } landing_page { title } live_programme { title } } } }';
  probes.push({ probe: 'audienceMenus', ask: () => graphql(menus, {}, token).then(JSON.stringify) });
  for (const { type, documentId } of [...edited, ...draftOnly]) {
    if (type.uid === 'api::lesson.lesson' && documentId) {
      probes.push({ probe: `ZIP ${documentId}`, ask: restText(`/api/documents/resources/lesson/${documentId}`) });
      const query = `{ lessonOverview(lessonId: "${documentId}", programmeSlug: "x") { lesson { title } } }`;
      probes.push({ probe: `lessonOverview ${documentId}`, ask: () => graphql(query, {}, token).then(JSON.stringify) });
    }
  }
  const answers: { probe: string; text: string }[] = [];
  for (let i = 0; i < probes.length; i += 8) {
    const batch = probes.slice(i, i + 8);
    const asked = batch.map(async ({ probe, ask }) => {
      // A kept-alive connection the server closed as it was reused is asked again; a probe still unanswered is named.
      const text = await ask()
        .catch(() => ask())
        .catch((error: Error) => `no answer: ${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`);
      return { probe, text };
    });
    answers.push(...(await Promise.all(asked)));
  }
  return answers;
}

describe('drafts (issue 31)', () => {
  it('made a draft edit of a document of every draft-and-publish type with a text field, which the editor sees', async () => {
    expect(TYPES.length).toBeGreaterThan(20);
    expect(edited.map((entry) => entry.type.uid)).toEqual(
      expect.arrayContaining(['api::lesson.lesson', 'api::programme.programme', 'api::audience.audience']),
    );
    // The setup really made drafts: the editor reads them.
    const lesson = edited.find((entry) => entry.type.uid === 'api::lesson.lesson')!;
    const draft = await admin<{ data: Record<string, string> }>(
      'GET',
      `${managerPath(lesson.type)}/${lesson.documentId}`,
    );
    expect(draft.data[lesson.type.textField!]).toContain(MARK);
  });

  for (const role of ['visitor', 'registered', 'subscriber'] as const) {
    it(`reaches a ${role} through no REST, GraphQL, search, ZIP or purpose-built read`, async () => {
      const answers = await answersFor(callers[role]);
      expect(answers.length).toBeGreaterThan(100);
      const leaks = answers.filter(({ text }) => text.includes(MARK)).map(({ probe }) => probe);
      expect(leaks).toEqual([]);
      const unanswered = answers
        .filter(({ text }) => text.startsWith('no answer'))
        .map(({ probe, text }) => `${probe}: ${text}`);
      expect(unanswered).toEqual([]);
    });
  }

  it('leaves the published versions as they were for subscribers', async () => {
    const lesson = edited.find((entry) => entry.type.uid === 'api::lesson.lesson')!;
    const answer = await graphql<{ lesson: { title: string } | null }>(
      `{ lesson(documentId: "${lesson.documentId}") { title } }`,
      {},
      callers.subscriber,
    );
    expect(answer.data?.lesson?.title).toBe(lesson.published);
  });
});
