import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, signInAs } from './client';
import { PUBLIC_CONTENT, SUBSCRIBER_CONTENT } from '../src/access/permissions';
import { DEMO_ACCOUNTS } from '../src/seed/accounts';

/**
 * Every query and mutation of the schema, run as each of the four roles of SPEC-GUIDE §6, and checked against the
 * rules: visitors and registered teachers read public content only, subscribers all teaching content and their own
 * playlists and units, nobody anything else. Generated from the schema: a new type is covered without editing this
 * test, and a type nobody decided on is expected to be refused to everyone (denied by default).
 */
const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '..', 'schema.graphql'), 'utf8'));

type Role = 'visitor' | 'registered' | 'subscriber' | 'otherTeacher';
const ROLES: Role[] = ['visitor', 'registered', 'subscriber', 'otherTeacher'];

const pascal = (kebab: string) => kebab.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());
const PUBLIC_TYPES = new Set(PUBLIC_CONTENT.map(pascal));
const SUBSCRIBER_TYPES = new Set([...SUBSCRIBER_CONTENT.map(pascal), 'UploadFile']);
const OWNED_TYPES = new Set(['Playlist', 'CustomScheme']);
/** Query types of purpose-built resolvers, each a view of one content type, readable by whoever reads that type. */
const VIEW_TYPES: Record<string, string> = {
  AudioLibraryIndex: 'AudioLibrary',
  LessonOverview: 'Lesson',
  AudienceMenu: 'Audience',
};

/** Who may read a type's entries, by the permission table (src/access/permissions.ts); anything else: nobody. */
function readers(name: string): Set<Role> {
  const typeName = VIEW_TYPES[name] ?? name;
  if (PUBLIC_TYPES.has(typeName)) return new Set(ROLES);
  if (SUBSCRIBER_TYPES.has(typeName) || OWNED_TYPES.has(typeName)) return new Set(['subscriber', 'otherTeacher']);
  return new Set();
}

/** The content type a query field reads: `lessons`, `lesson`, `lessons_connection` all read Lesson. */
function readType(field: GraphQLField<unknown, unknown>): GraphQLNamedType {
  const named = getNamedType(field.type);
  if (field.name.endsWith('_connection') && isObjectType(named)) return getNamedType(named.getFields().nodes.type);
  return named;
}

function selectionFor(type: GraphQLNamedType, connection: boolean): string {
  const own = isObjectType(type) && type.getFields().documentId ? '{ documentId }' : '{ __typename }';
  return connection ? `{ nodes ${own} }` : own;
}

function argumentsFor(field: GraphQLField<unknown, unknown>): string {
  const required = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  if (!required.length) return '';
  const value = (name: string, typeName: string) =>
    typeName === 'ID' || typeName === 'String' ? `"matrix-${name}"` : typeName === 'Boolean' ? 'false' : '{}';
  return `(${required.map((arg) => `${arg.name}: ${value(arg.name, getNamedType(arg.type).name)}`).join(', ')})`;
}

type Answer = Awaited<ReturnType<typeof graphql>>;
const refused = (answer: Answer) =>
  answer.errors?.some((error) => ['FORBIDDEN', 'UNAUTHENTICATED'].includes(error.extensions?.code ?? '')) ?? false;

describe('authorization matrix: every query and mutation, as each role (SPEC §6)', () => {
  const tokens: Partial<Record<Role, string>> = {};
  beforeAll(async () => {
    tokens.registered = await signInAs('registered');
    tokens.subscriber = await signInAs('subscriber');
    tokens.otherTeacher = await signInAs('owner');
  });

  const queryType = schema.getQueryType() as GraphQLObjectType;
  const queries = Object.values(queryType.getFields()).filter((field) => field.name !== 'me');

  it('covers every query field of the schema', () => {
    expect(queries.length).toBeGreaterThan(80);
  });

  for (const field of queries) {
    it(`query ${field.name}`, async () => {
      const type = readType(field);
      const query = `{ ${field.name}${argumentsFor(field)} ${selectionFor(type, field.name.endsWith('_connection'))} }`;
      const allowed = readers(type.name);
      for (const role of ROLES) {
        const answer = await graphql(query, {}, tokens[role]);
        if (allowed.has(role)) {
          expect(refused(answer), `${role} should read ${type.name}: ${JSON.stringify(answer.errors)}`).toBe(false);
        } else {
          expect(refused(answer), `${role} must not read ${type.name}`).toBe(true);
          expect(JSON.stringify(answer.data ?? null)).not.toMatch(/"documentId":"/);
        }
      }
    });
  }

  it('answers `me` to signed-in teachers only, each with their own account', async () => {
    expect(refused(await graphql('{ me { id } }'))).toBe(true);
    for (const role of ['registered', 'subscriber', 'otherTeacher'] as const) {
      const answer = await graphql<{ me: { email: string } }>('{ me { email } }', {}, tokens[role]);
      expect(answer.errors).toBeUndefined();
    }
    const mine = await graphql<{ me: { email: string } }>('{ me { email } }', {}, tokens.subscriber);
    expect(mine.data!.me.email).toBe(DEMO_ACCOUNTS.subscriber.email);
  });

  it("never shows one teacher's playlist or unit to another, by id or in a list", async () => {
    const made = await graphql<{ createPlaylist: { documentId: string } }>(
      'mutation { createPlaylist(data: { title: "Matrix playlist" }) { documentId } }',
      {},
      tokens.subscriber,
    );
    const id = made.data!.createPlaylist.documentId;
    try {
      const byId = await graphql<{ playlist: unknown }>(
        `{ playlist(documentId: "${id}") { title } }`,
        {},
        tokens.otherTeacher,
      );
      expect(byId.data?.playlist ?? null).toBeNull();
      const list = await graphql<{ playlists: { documentId: string }[] }>(
        '{ playlists { documentId } }',
        {},
        tokens.otherTeacher,
      );
      expect(list.data!.playlists.map((playlist) => playlist.documentId)).not.toContain(id);
      const changed = await graphql(
        `mutation { updatePlaylist(documentId: "${id}", data: { title: "Taken" }) { documentId } }`,
        {},
        tokens.otherTeacher,
      );
      expect(changed.errors?.length).toBeGreaterThan(0);
      const own = await graphql<{ playlist: { title: string } }>(
        `{ playlist(documentId: "${id}") { title } }`,
        {},
        tokens.subscriber,
      );
      expect(own.data!.playlist.title).toBe('Matrix playlist');
    } finally {
      await graphql(`mutation { deletePlaylist(documentId: "${id}") { documentId } }`, {}, tokens.subscriber);
    }
  });

  /** Mutations a role may call (SPEC-GUIDE §6 and the account rules); every other mutation is refused to it. */
  const MAY_MUTATE: Record<string, Role[]> = {
    login: ROLES,
    register: ROLES,
    forgotPassword: ROLES,
    resetPassword: ROLES,
    changePassword: ['registered', 'subscriber', 'otherTeacher'],
    updateUserUserProfile: ['registered', 'subscriber', 'otherTeacher'],
    createPlaylist: ['subscriber', 'otherTeacher'],
    updatePlaylist: ['subscriber', 'otherTeacher'],
    deletePlaylist: ['subscriber', 'otherTeacher'],
    createCustomScheme: ['subscriber', 'otherTeacher'],
    deleteCustomScheme: ['subscriber', 'otherTeacher'],
  };
  /** Allowed mutations whose dummy call would change something real: their refusals are checked, not their effects. */
  const NOT_CALLED_AS_ALLOWED = new Set(['createPlaylist', 'changePassword', 'updateUserUserProfile', 'login']);

  const mutationType = schema.getMutationType() as GraphQLObjectType;
  for (const field of Object.values(mutationType.getFields())) {
    it(`mutation ${field.name}`, async () => {
      const named = getNamedType(field.type);
      const selection = isObjectType(named) && !isListType(field.type) ? '{ __typename }' : '';
      const mutation = `mutation { ${field.name}${argumentsFor(field)} ${selection} }`;
      const allowed = new Set(MAY_MUTATE[field.name] ?? []);
      for (const role of ROLES) {
        if (allowed.has(role) && NOT_CALLED_AS_ALLOWED.has(field.name)) continue;
        const answer = await graphql(mutation, {}, tokens[role]);
        if (allowed.has(role)) {
          expect(refused(answer), `${role} may call ${field.name}: ${JSON.stringify(answer.errors)}`).toBe(false);
        } else {
          expect(refused(answer), `${role} must not call ${field.name}: ${JSON.stringify(answer.errors)}`).toBe(true);
        }
      }
    });
  }
});
