import { contextSlot } from '../../platform/async-context';
import type { Core, UID } from '@strapi/strapi';
import type { GraphQLSchema } from 'graphql';
import { cacheLimits } from '../../platform/cache-limits';
import { ACCESS_CONTENT_TYPES, PER_USER_CONTENT_TYPES } from '../../access/permissions';
import { redisConnection } from '../../platform/redis';
import { accessLevels, type AccessLevels } from '../../accounts/tokens/access-level';
import { changeSignals } from '../../platform/changes';
import { createOperationDescriber, type OperationShape } from './operation';
import { createRedisStore } from './redis-store';
import { createMemoryStore, type ResponseCacheStore } from './store';
import { onePerStrapi } from '../../platform/one-per-strapi';
import { componentHolders, readTags } from './read-tags';
import { requestAuth } from '../../strapi-internals/request-auth';
import { graphqlNaming } from '../../strapi-internals/graphql-naming';

/**
 * The response cache for content queries (GraphQL): answers repeated queries of one access level before Strapi's
 * middleware chain, GraphQL parsing, permission look-ups and resolvers run. See src/middlewares/response-cache.ts
 * for the request side; this module holds the parts and keeps them exact:
 * - every answer is tagged with what it read (read-tags.ts), and every content write (Document Service, database,
 *   admin panel, seed, the subscription job) purges the answers tagged with its document or its type, and every write
 *   of per-user data the personal answers; an editor's draft save purges nothing, since every shared answer is of
 *   published versions (src/access/publication.ts) and previews are never cached;
 * - every write that changes who may read what drops the per-user access levels;
 * - an answer reaching per-user data (src/access/permissions.ts PER_USER_CONTENT_TYPES) is kept for its one user only.
 * With REDIS_URL, answers live in Redis (redis-store.ts), shared by every process, and the other two signals (content
 * changed, access changed: src/platform/changes) reach every process through a Redis channel.
 */
export interface ResponseCache {
  enabled: boolean;
  store: ResponseCacheStore;
  levels: AccessLevels;
  /** `id`: a trusted operation's id, which names its text (src/delivery/trusted-documents). */
  describe(query: string, operationName: string | undefined, id?: string): OperationShape | undefined;
  counters: {
    hits: number;
    /** Hits answered from the request's bytes alone (hit-memo.ts), counted in `hits` too. */
    remembered: number;
    misses: number;
    bypassed: number;
    stored: number;
    invalidations: number;
  };
}

let latestSchema: GraphQLSchema | undefined;

/** An Apollo Server plugin (config/plugins.ts) that hands the cache the schema queries are described against. */
export const captureGraphqlSchema = {
  async serverWillStart({ schema }: { schema: GraphQLSchema }) {
    latestSchema = schema;
  },
};

/** The one response cache of this CMS process. */
export const responseCache: (strapi: Core.Strapi) => ResponseCache = onePerStrapi(createResponseCache);

function createResponseCache(strapi: Core.Strapi): ResponseCache {
  const settings = strapi.config.get<{ enabled: boolean; maxMegabytes: number; ttlSeconds: number }>(
    'product.responseCache',
  );
  const maxBytes = settings.maxMegabytes * 1024 * 1024;
  const redis = redisConnection(strapi);
  const store = redis
    ? createRedisStore({ redis, maxBytes, ttlSeconds: settings.ttlSeconds })
    : createMemoryStore({ maxBytes });
  const levels = accessLevels(strapi);
  const counters = { hits: 0, remembered: 0, misses: 0, bypassed: 0, stored: 0, invalidations: 0 };
  let describer: ReturnType<typeof createOperationDescriber> | undefined;

  return {
    enabled: settings.enabled,
    store,
    levels,
    counters,
    describe(query, operationName, id) {
      if (!latestSchema) return undefined;
      describer ??= createOperationDescriber(perUserGraphqlTypes(strapi), cacheLimits(strapi, 'operationShapes').max);
      return describer(latestSchema, query, operationName, id);
    },
  };
}

/** The GraphQL types of per-user content, with their response wrappers and components. */
function perUserGraphqlTypes(strapi: Core.Strapi): (typeName: string) => boolean {
  const naming = graphqlNaming(strapi);
  // `me`'s type, and the union that can hold any content type (including playlists).
  const names = new Set(['UsersPermissionsMe', 'GenericMorph']);
  for (const uid of PER_USER_CONTENT_TYPES) {
    const model = strapi.contentTypes[uid as UID.ContentType];
    if (!model) continue;
    names.add(naming.getTypeName(model));
    names.add(naming.getEntityResponseName(model));
    names.add(naming.getEntityResponseCollectionName(model));
    names.add(naming.getRelationResponseCollectionName(model));
  }
  for (const uid of componentsOnlyIn(strapi, new Set(PER_USER_CONTENT_TYPES))) {
    names.add(naming.getComponentName(strapi.components[uid as UID.Component]));
  }
  // Roles, permissions, sign-in payloads: account data, never shared.
  return (typeName) => names.has(typeName) || typeName.startsWith('UsersPermissions');
}

/** Components (and components inside them) used by no model other than `owners`. */
function componentsOnlyIn(strapi: Core.Strapi, owners: ReadonlySet<string>): Set<string> {
  const usedBy = componentHolders(strapi);
  const only = new Set(owners);
  for (let grew = true; grew;) {
    grew = false;
    for (const [component, users] of usedBy) {
      if (!only.has(component) && [...users].every((user) => only.has(user))) {
        only.add(component);
        grew = true;
      }
    }
  }
  return new Set([...only].filter((uid) => uid in strapi.components));
}

/** The signed-in teacher whose content-API request this is (not an editor in the admin panel, not a job). */
function teacherMakingThisRequest(strapi: Core.Strapi): number | undefined {
  const request = strapi.requestContext.get();
  if (!request || requestAuth(request).strategy !== 'users-permissions') return undefined;
  const id = (request.state.user as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' ? id : undefined;
}

const READ_ACTIONS = new Set(['findOne', 'findFirst', 'findMany', 'count']);
/**
 * Document actions that write only the draft version of a draft-and-publish type (Strapi 5's Document Service):
 * a save, a new document or a copy (unless published at once with `status: 'published'`), a discarded draft.
 */
const DRAFT_ACTIONS = new Set(['create', 'update', 'clone', 'discardDraft']);
/** The type of the draft-only document action under way, for the database writes it makes. */
const draftWrites = contextSlot<string>('draft write');
/** The document action under way, for the database writes it makes (its rows, components and links). */
const documentWrites = contextSlot<{ uid: string; documentId?: string }>('document write');
/** A database write made by a draft-only action: its type's draft rows, or components inside them. */
const isDraftWrite = (uid: string) => {
  const drafting = draftWrites.getStore();
  return drafting !== undefined && (uid === drafting || !uid.includes('::'));
};
const DATABASE_WRITES = new Set([
  'afterCreate',
  'afterCreateMany',
  'afterUpdate',
  'afterUpdateMany',
  'afterDelete',
  'afterDeleteMany',
]);

/**
 * Invalidation is exact: it follows the writes, not a clock. Two hooks see every write:
 * - the Document Service (content API, admin panel, seed, scripts), after the write has committed;
 * - the database's lifecycles, for writes made below the Document Service (uploads, roles and permissions, the
 *   subscription job's role changes), once at once and once more when the surrounding transaction commits, so a
 *   read that raced the transaction cannot keep what it read.
 */
export function invalidateOnWrites(strapi: Core.Strapi): void {
  const cache = responseCache(strapi);
  const changes = changeSignals(strapi);
  const perUser = new Set<string>([...PER_USER_CONTENT_TYPES]);
  const leavesSharedAnswersFresh = new Set([...perUser, ...componentsOnlyIn(strapi, perUser)]);
  const changesAccess = new Set<string>(ACCESS_CONTENT_TYPES);

  const tagging = readTags(strapi);
  const report = (error: unknown) => strapi.log.error(`Response cache: clearing failed: ${error}`);
  const afterWrite = (uid: string, draftOnly = false, documentId?: string) => {
    if (changesAccess.has(uid)) changes.accessChanged();
    if (uid.startsWith('admin::')) return; // the admin panel's own users, roles and tokens
    if (draftOnly) {
      // No shared answer holds a draft; the file-access memo still hears of it (a draft may link a file).
      changes.contentChanged([]);
      return;
    }
    cache.counters.invalidations += 1;
    if (!leavesSharedAnswersFresh.has(uid)) {
      // Who may read what changed (roles, permissions): every answer goes. Otherwise only what read this write.
      const tags = changesAccess.has(uid) ? undefined : tagging.ofWrite(uid, documentId);
      (tags ? cache.store.purge(tags) : cache.store.clear('shared')).catch(report);
      changes.contentChanged(tags);
      return;
    }
    // Per-user data stales only personal answers, and a teacher's own playlists, units and profile only theirs.
    const writer = teacherMakingThisRequest(strapi);
    if (writer !== undefined && !changesAccess.has(uid)) cache.store.clearUser(writer).catch(report);
    else cache.store.clear('personal').catch(report);
  };

  const hasDrafts = (uid: string) =>
    Boolean((strapi.contentTypes[uid as UID.ContentType]?.options as { draftAndPublish?: boolean })?.draftAndPublish);
  strapi.documents.use(async (context, next) => {
    if (READ_ACTIONS.has(context.action)) return next();
    const params = context.params as { status?: string } | undefined;
    const draftOnly = hasDrafts(context.uid) && DRAFT_ACTIONS.has(context.action) && params?.status !== 'published';
    const named = (context.params as { documentId?: unknown } | undefined)?.documentId;
    const write = { uid: context.uid, documentId: typeof named === 'string' ? named : undefined };
    const result = await documentWrites.run(write, () => (draftOnly ? draftWrites.run(context.uid, next) : next()));
    afterWrite(context.uid, draftOnly, write.documentId ?? documentIdOf(result));
    return result;
  });

  strapi.db.lifecycles.subscribe(async (event: { action: string; model: { uid: string }; result?: unknown }) => {
    if (!DATABASE_WRITES.has(event.action)) return;
    const draftOnly = isDraftWrite(event.model.uid);
    // A write made by a document action (its rows, components, links) is a write of that document.
    const action = documentWrites.getStore();
    const ofAction = action && (action.uid === event.model.uid || !event.model.uid.includes('::'));
    const uid = ofAction ? action.uid : event.model.uid;
    // Unknown (a new document's components, a write of many rows): all documents of the type.
    const documentId = (ofAction && action.documentId) || documentIdOf(event.result);
    afterWrite(uid, draftOnly, documentId);
    if (strapi.db.inTransaction()) {
      // Joins the transaction under way; its commit runs the callback.
      await strapi.db.transaction(async ({ onCommit }) => onCommit(() => afterWrite(uid, draftOnly, documentId)));
    }
  });
}

/** The documentId of a write's result (a row, or a Document Service result), when it has one. */
function documentIdOf(result: unknown): string | undefined {
  const documentId = (result as { documentId?: unknown } | null | undefined)?.documentId;
  return typeof documentId === 'string' ? documentId : undefined;
}
