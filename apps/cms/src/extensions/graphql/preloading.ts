import type { Core } from '@strapi/strapi';
import type { GraphQLFieldResolver, GraphQLResolveInfo } from 'graphql';
import { parentsPopulator, type PopulateParents, type Row } from './populate-parents';
import {
  attributesOf,
  columnsOf,
  FILE,
  mergePlans,
  planOf,
  preloadableTarget,
  selectionSets,
  type Plan,
} from './preload-plan';
import { databaseRelationsReadable } from '../../strapi-internals/database-relations';
import { graphqlNaming } from '../../strapi-internals/graphql-naming';
import { fileUrlSigner } from '../../strapi-internals/upload-sign-file-urls';

/**
 * Nested content read ahead of its resolvers (#13: lesson mode's whole lesson in one operation).
 *
 * Strapi resolves every relation, media and component field of an answer on its own: per field and parent it
 * transforms the arguments, validates and sanitises them, loads the rows and wraps them. batch-loading.ts makes the
 * loads few; the per-field work stayed, and for a lesson's slideshow tree (hundreds of slides' images, recordings
 * and cards) it was most of the CPU of an uncached request.
 *
 * Here a content type's root query (`lesson(documentId)`, `lessons`, a single type) reads what its selection asks
 * underneath before those resolvers run. After Strapi's own root resolver answers (its auth, validation and
 * sanitising unchanged), the selection's relation, media and component fields without arguments are loaded level by
 * level, one populate per model and attribute for every parent of that model at that level (the same activity under
 * two lists is read once), and attached to the rows. Each nested field then answers its attached value in place of
 * Strapi's resolver (answeringPreloaded), after Strapi's auth check, middlewares and policies for it, which still
 * run. Everything else goes to Strapi's resolvers exactly as before:
 * - a field with arguments (filters, pagination, sort) or read through `_connection`;
 * - dynamic zones and polymorphic relations;
 * - everything under a root query asking for drafts or a publication filter (its relations' answers depend on them).
 * Relations to draft-and-publish types are read as the request may see them (src/access/publication.ts narrows every
 * populate: published versions, and a preview's one draft), as Strapi's relation resolvers answer a built-in root
 * query;
 * - anything under such a field.
 * Answers are the same as Strapi's: the same populate helper orders each list as `load` does; lists are cut to the
 * GraphQL default page (`defaultLimit`) as Strapi cuts them; media addresses are signed as its media resolver signs
 * them. A field given its own resolver (an extension's `resolvers`) must not be an attribute name of its type, or it
 * would be answered from the preloaded rows instead: none is (custom fields such as `CustomScheme.lessons` are new
 * names).
 */

interface Preloader {
  populateParents: PopulateParents;
  pageSize: number;
  signFile: (file: Row) => Promise<Row>;
}

/** The attributes read ahead for each row (rows are the request's own objects, so nothing outlives it). */
const preloadedFields = new WeakMap<object, Set<string>>();

export function registerPreloading(strapi: Core.Strapi): void {
  strapi
    .plugin('graphql')
    .service('extension')
    .use(() => {
      // Runs when the schema is built (graphql bootstrap): the database is up by then.
      const populateParents = parentsPopulator(strapi);
      if (!populateParents || !databaseRelationsReadable(strapi)) {
        strapi.log.warn("GraphQL preloading is off: Strapi's populate helpers or models were not found.");
        return {};
      }
      const preloader: Preloader = {
        populateParents,
        pageSize: strapi.plugin('graphql').config('defaultLimit') as number,
        signFile: fileUrlSigner(strapi),
      };
      return { resolversConfig: rootQueriesConfig(strapi, preloader) };
    });
}

/**
 * A field's resolver that answers the value its parent row holds when the root read it ahead, and otherwise runs
 * `resolve`. It replaces the field's own resolver (plain-fields.ts, before Strapi wraps the schema), so Strapi's auth
 * check, the configured middlewares and the field's policies (the detail fields' `reads-details`) all run before it, as
 * they run before Strapi's resolver.
 */
export function answeringPreloaded<C>(resolve: GraphQLFieldResolver<unknown, C>): GraphQLFieldResolver<unknown, C> {
  return (parent, args, context, info) => {
    if (typeof parent === 'object' && parent !== null && preloadedFields.get(parent)?.has(info.fieldName)) {
      if (hasNoArguments(args)) return (parent as Row)[info.fieldName];
    }
    return resolve(parent, args, context, info);
  };
}

/** A root query asking for drafts or filtering by publication: its relations are left to Strapi's resolvers. */
function asksForPublication(args: unknown): boolean {
  if (typeof args !== 'object' || args === null) return false;
  const { status, publicationFilter, hasPublishedVersion } = args as Record<string, unknown>;
  return (
    (status !== undefined && String(status).toLowerCase() !== 'published') ||
    publicationFilter !== undefined ||
    hasPublishedVersion !== undefined
  );
}

/** Arguments left out arrive as their defaults: `pagination: {}`, `sort: []`. Anything else was asked. */
function hasNoArguments(args: unknown): boolean {
  if (typeof args !== 'object' || args === null) return true;
  return Object.values(args).every(
    (value) =>
      value === undefined ||
      (Array.isArray(value) && value.length === 0) ||
      (typeof value === 'object' && value !== null && Object.keys(value).length === 0),
  );
}

/** A middleware on each content type's root queries: the answer's rows get their asked content attached. */
function rootQueriesConfig(strapi: Core.Strapi, preloader: Preloader) {
  const naming = graphqlNaming(strapi);
  const config: Record<string, { middlewares: unknown[] }> = {};
  for (const contentType of Object.values(strapi.contentTypes)) {
    if (!contentType.uid.startsWith('api::')) continue;
    const middlewares = [
      async (
        resolve: (...args: unknown[]) => unknown,
        parent: unknown,
        args: unknown,
        context: object,
        info: GraphQLResolveInfo,
      ) => {
        const answer = await resolve(parent, args, context, info);
        const rows = (Array.isArray(answer) ? answer : [answer]).filter(isRow);
        if (rows.length === 0 || asksForPublication(args)) return answer;
        const plan = planOf(strapi, contentType.uid, selectionSets(info.fieldNodes), info);
        if (plan.fields.size > 0) await preload(strapi, preloader, contentType.uid, rows, plan);
        return answer;
      },
    ];
    config[`Query.${naming.getFindOneQueryName(contentType)}`] = { middlewares };
    if (contentType.kind === 'collectionType')
      config[`Query.${naming.getFindQueryName(contentType)}`] = { middlewares };
  }
  return config;
}

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && (value as Row).id !== undefined && (value as Row).id !== null;
}

/**
 * The populate of one attribute: only the asked columns (rows of rich text and settings stay in the database), with
 * the ids the next level and the custom fields need. Files whole: signing a private file's address reads its storage
 * columns.
 */
function populateOf(strapi: Core.Strapi, target: string, plan: Plan): true | { select: string[] } {
  if (target === FILE) return true;
  const always = columnsOf(strapi, target).has('documentId') ? ['id', 'documentId'] : ['id'];
  return { select: [...new Set([...always, ...plan.columns])] };
}

/**
 * Reads each level of the plan for all its parents at once, per model: rows of one model met at the same depth
 * share one populate whatever path led to them.
 */
async function preload(strapi: Core.Strapi, preloader: Preloader, uid: string, rows: Row[], plan: Plan) {
  let level = new Map([[uid, { rows: new Set(rows), plan }]]);
  while (level.size > 0) {
    const next = new Map<string, { rows: Set<Row>; plan: Plan }>();
    for (const [modelUid, { rows: parents, plan: modelPlan }] of level) {
      const children = await loadLevel(strapi, preloader, modelUid, [...parents], modelPlan);
      for (const { target, rows: childRows, plan: childPlan } of children) {
        if (childPlan.fields.size === 0 || childRows.length === 0) continue;
        const entry = next.get(target) ?? { rows: new Set<Row>(), plan: { columns: new Set(), fields: new Map() } };
        for (const row of childRows) entry.rows.add(row);
        entry.plan = mergePlans(entry.plan, childPlan);
        next.set(target, entry);
      }
    }
    level = next;
  }
}

/** One model's attributes for its parents of this level; what they hold, for the next level. */
async function loadLevel(strapi: Core.Strapi, preloader: Preloader, uid: string, parents: Row[], plan: Plan) {
  const attributes = attributesOf(strapi, uid);
  const ids = [...new Set(parents.map((row) => row.id))];
  const populate = Object.fromEntries(
    [...plan.fields].map(([name, below]) => [
      name,
      populateOf(strapi, preloadableTarget(strapi, attributes[name])!, below),
    ]),
  );
  const loaded = new Map(
    (await preloader.populateParents(uid, ids, populate)).map((row) => [String(row.id), row] as const),
  );

  const children: { target: string; rows: Row[]; plan: Plan }[] = [];
  for (const [name, below] of plan.fields) {
    const target = preloadableTarget(strapi, attributes[name]) as string;
    const held: Row[] = [];
    for (const parent of parents) {
      const source = loaded.get(String(parent.id));
      // Gone since the root read: Strapi's resolver answers it.
      if (!source || !(name in source)) continue;
      let value = source[name];
      if (Array.isArray(value)) value = value.slice(0, preloader.pageSize);
      if (target === FILE) value = await signFiles(preloader, value);
      parent[name] = value;
      markPreloaded(parent, name);
      if (Array.isArray(value)) held.push(...(value as Row[]));
      else if (value) held.push(value as Row);
    }
    children.push({ target, rows: held, plan: below });
  }
  return children;
}

async function signFiles(preloader: Preloader, value: unknown): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((file: Row) => preloader.signFile(file)));
  return value ? preloader.signFile(value as Row) : value;
}

function markPreloaded(row: Row, name: string) {
  const fields = preloadedFields.get(row) ?? new Set<string>();
  fields.add(name);
  preloadedFields.set(row, fields);
}
