import { contextSlot } from '../../platform/async-context';
import type { Core } from '@strapi/strapi';
import { onePerStrapi } from '../../platform/one-per-strapi';
import { observeDatabaseQueries, type TableModel } from '../../strapi-internals/database-queries';

/**
 * Cache tags (surrogate keys): what each cached answer read, so that a write purges only the answers that read what it
 * wrote (src/delivery/response-cache/index.ts `invalidateOnWrites`).
 * - Every SQL statement a request runs is seen (knex's `query` event, src/strapi-internals/database-queries.ts) and
 *   every table it names is tagged as its content type as a whole (`type:<uid>`): a list, a filter, a relation, a
 *   populate, a batched load or a purpose-built resolver's read. A component's table counts as every content type
 *   using it, and a join table as both of its sides, so a change on either side of a relation reaches the answer.
 * - A Document Service `findOne` by `documentId` tags the rows of its own type and its components as that one
 *   document (`document:<uid>:<documentId>`), unless the type relates to itself (its rows could be other documents).
 * - An answer that ran no SQL at all is tagged `every-change`: what it read could not be seen.
 * A write of a document purges its type and the document (all documents of the type when the write names none);
 * every purge also purges `every-change`.
 */
export const EVERY_CHANGE = 'every-change';
export const typeTag = (uid: string) => `type:${uid}`;
export const documentTag = (uid: string, documentId: string) => `document:${uid}:${documentId}`;
/** Every answer that read one document of the type: purged by a write whose document is not known. */
export const documentsTag = (uid: string) => `documents:${uid}`;

interface ReadScope {
  /** One request's: shared by the scopes nested in it. */
  collector: { tags: Set<string>; statements: number };
  /** Inside a Document Service `findOne` by documentId: its type and document. */
  exact?: { uid: string; documentId: string };
}

interface Table {
  /** The type tags a read of this table gets. */
  tags: string[];
  /** The content type whose one document's rows this table holds, when read inside that type's `findOne`. */
  rowsOf: Set<string>;
}

export interface ReadTags {
  /** False when the statements cannot be seen (the hook is off): then every write must clear every answer. */
  readonly collecting: boolean;
  /** Runs `read`, and gives what it read as tags alongside its result. */
  collect<T>(read: () => Promise<T>): Promise<{ result: T; tags: string[] }>;
  /** The tags a write of `uid` (and of the one document, when known) purges; undefined: purge everything. */
  ofWrite(uid: string, documentId?: string): string[] | undefined;
}

const reading = contextSlot<ReadScope>('read tags');

/** The read tags of this CMS process: made at bootstrap, once the database is up. */
export const readTags: (strapi: Core.Strapi) => ReadTags = onePerStrapi(createReadTags);

function createReadTags(strapi: Core.Strapi): ReadTags {
  const contentTypes = new Set(Object.keys(strapi.contentTypes));
  const componentUsers = usersOfComponents(strapi);
  /** The content types a model's rows belong to: itself, or every type using the component. */
  const ownersOf = (uid: string): string[] =>
    contentTypes.has(uid) ? [uid] : [...(componentUsers.get(uid) ?? [])].filter((user) => contentTypes.has(user));
  const tables = new Map<string, Table>();
  const models = observeDatabaseQueries(strapi, (sql) => {
    const scope = reading.getStore();
    if (scope) tagStatement(scope, sql);
  });

  const tagStatement = ({ collector, exact }: ReadScope, sql: string) => {
    collector.statements += 1;
    for (const word of new Set(sql.match(/\w+/g))) {
      const table = tables.get(word);
      if (!table) continue;
      if (exact && table.rowsOf.has(exact.uid)) {
        collector.tags.add(documentTag(exact.uid, exact.documentId));
        collector.tags.add(documentsTag(exact.uid));
      } else {
        for (const tag of table.tags) collector.tags.add(tag);
      }
    }
  };

  if (models) {
    const uidsOfTable = new Map<string, Set<string>>();
    const note = (table: string | undefined, uid: string | undefined) => {
      if (!table || !uid || !(contentTypes.has(uid) || componentUsers.has(uid) || uid in strapi.components)) return;
      uidsOfTable.set(table, (uidsOfTable.get(table) ?? new Set()).add(uid));
    };
    for (const model of models) {
      note(model.tableName, model.uid);
      for (const attribute of Object.values(model.attributes ?? {})) {
        note(attribute.joinTable?.name, model.uid);
        note(attribute.joinTable?.name, attribute.target);
      }
    }
    const selfRelated = typesRelatedToThemselves(models, contentTypes, ownersOf);
    for (const [name, uids] of uidsOfTable) {
      const owners = new Set([...uids].flatMap(ownersOf));
      const rowsOf = new Set<string>();
      // A table holds one document's rows when everything in it belongs to that one type (its own table, its
      // components' join table, its components' tables), and the type never points at its own documents.
      if (owners.size === 1) {
        const [owner] = owners;
        if (!selfRelated.has(owner) && [...uids].every((uid) => uid === owner || !contentTypes.has(uid))) {
          rowsOf.add(owner);
        }
      }
      tables.set(name, { tags: [...owners].map(typeTag), rowsOf });
    }
    strapi.documents.use(async (context, next) => {
      const scope = reading.getStore();
      if (!scope) return next();
      const documentId = (context.params as { documentId?: unknown } | undefined)?.documentId;
      // Only the document's own read is exact; any other action inside it reads by type again.
      const exact =
        context.action === 'findOne' && typeof documentId === 'string' ? { uid: context.uid, documentId } : undefined;
      if (exact?.uid === scope.exact?.uid && exact?.documentId === scope.exact?.documentId) return next();
      return reading.run({ collector: scope.collector, exact }, next);
    });
  }

  return {
    collecting: Boolean(models),
    async collect(read) {
      const collector = { tags: new Set<string>(), statements: 0 };
      const result = await reading.run({ collector }, read);
      return { result, tags: collector.statements === 0 ? [EVERY_CHANGE] : [...collector.tags] };
    },
    ofWrite(uid, documentId) {
      const owners = ownersOf(uid);
      if (!models || owners.length === 0) return undefined;
      const documents = documentId && contentTypes.has(uid) ? [documentTag(uid, documentId)] : owners.map(documentsTag);
      return [EVERY_CHANGE, ...owners.map(typeTag), ...documents];
    },
  };
}

/** Each component's holders: the content types and components with a field of it (a component or a dynamic zone). */
export function componentHolders(strapi: Core.Strapi): Map<string, Set<string>> {
  const holders = new Map<string, Set<string>>();
  const models = { ...strapi.contentTypes, ...strapi.components } as Record<
    string,
    { attributes: Record<string, { type: string; component?: string; components?: string[] }> }
  >;
  for (const [uid, model] of Object.entries(models)) {
    for (const attribute of Object.values(model.attributes)) {
      const used = attribute.type === 'component' ? [attribute.component!] : (attribute.components ?? []);
      for (const component of used) holders.set(component, (holders.get(component) ?? new Set()).add(uid));
    }
  }
  return holders;
}

/** Each component's users: the content types and components that hold it, at any depth. */
function usersOfComponents(strapi: Core.Strapi): Map<string, Set<string>> {
  const direct = componentHolders(strapi);
  const all = new Map<string, Set<string>>();
  const usersOf = (component: string, seen: Set<string>): Set<string> => {
    const users = new Set<string>();
    for (const user of direct.get(component) ?? []) {
      users.add(user);
      if (!seen.has(user)) for (const further of usersOf(user, new Set([...seen, user]))) users.add(further);
    }
    return users;
  };
  for (const component of Object.keys(strapi.components)) all.set(component, usersOf(component, new Set([component])));
  return all;
}

/** Content types with a relation (directly or in a component) to their own type. */
function typesRelatedToThemselves(
  models: TableModel[],
  contentTypes: ReadonlySet<string>,
  ownersOf: (uid: string) => string[],
): Set<string> {
  const related = new Set<string>();
  for (const model of models) {
    for (const [name, attribute] of Object.entries(model.attributes ?? {})) {
      // Components are the type's own rows; a relation to a content type may point at other documents. Strapi 5's
      // `localizations` (on every type) are the same document in other locales: its own rows too.
      if (name === 'localizations' || !attribute.target || !contentTypes.has(attribute.target)) continue;
      const targets = new Set(ownersOf(attribute.target));
      for (const owner of ownersOf(model.uid)) if (targets.has(owner)) related.add(owner);
    }
  }
  return related;
}
