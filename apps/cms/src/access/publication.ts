/**
 * Drafts are for editors (issue 31): with draft & publish, each editorial document has a draft row and, once
 * published, a published row. Which of them a read sees is decided here, once, for every read path:
 * - the Document Service (REST, GraphQL, the product's services): reads of a draft-and-publish type ask for published
 *   versions, whatever status the caller asked for;
 * - the query engine (`strapi.db.query`, Strapi's GraphQL relation loads, ZIPs, file checks): a `filters` function the
 *   engine applies to the read and to every populated relation at any depth (src/access/content-access.ts
 *   subscribes it);
 * - the GraphQL read-ahead and batch loads, which populate rows in hand (src/extensions/graphql/populate-parents.ts).
 * Content-API requests read published versions only. A request carrying a valid preview token
 * (src/editorial/preview.ts) reads the one document the token names as its draft, and everything else published (issue
 * 43): the draft stands in for the published version at the root of a read, and what the draft links to (Strapi links a
 * draft to the drafts of other documents) is read as those documents' published versions (standInPublishedLinks). The
 * admin panel and work outside a request (seed, scheduled publishing, migrations) see both: the product's own jobs
 * outside a request (the search index) ask for published versions themselves.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { asSystem, isSystemRead } from './as-system';
import { requestAuth } from '../strapi-internals/request-auth';

/** The document a preview shows as its draft (set on `ctx.state.preview` by src/editorial/preview.ts). */
export interface PreviewTarget {
  uid: string;
  documentId: string;
  locale?: string | null;
}

/** Published versions only, or those and the draft of one previewed document. */
type Readable = 'published' | { preview: PreviewTarget };

const PUBLISHED_ROWS = { publishedAt: { $notNull: true } };

interface RequestState {
  preview?: PreviewTarget;
}

type Row = Record<string, unknown>;

interface Attribute {
  type: string;
  relation?: string;
  target?: string;
  component?: string;
}

const attributesOf = (strapi: Core.Strapi, uid: string): Record<string, Attribute> =>
  (strapi.getModel(uid as never) as { attributes?: Record<string, Attribute> } | undefined)?.attributes ?? {};

export function hasDrafts(strapi: Core.Strapi, uid: string): boolean {
  const model = strapi.getModel(uid as never) as { options?: { draftAndPublish?: boolean } } | undefined;
  return model?.options?.draftAndPublish === true;
}

/** The preview's own look-ups (which rows are the draft's, what it links to) see drafts and published rows alike. */
const bothVersions = new AsyncLocalStorage<true>();
const lookUp = <T>(read: () => Promise<T>): Promise<T> => asSystem(() => bothVersions.run(true, read));

const requestState = (strapi: Core.Strapi): RequestState | undefined =>
  (strapi.requestContext.get() as { state?: RequestState } | undefined)?.state;

/**
 * Which rows of draft-and-publish types the current read may see, or undefined for both (the admin panel, outside a
 * request, the preview's own look-ups).
 */
function readablePublication(strapi: Core.Strapi): Readable | undefined {
  if (bothVersions.getStore()) return undefined;
  const ctx = strapi.requestContext.get() as { state?: RequestState } | undefined;
  if (!ctx) return undefined;
  const state = ctx.state ?? {};
  const { strategy, routeType } = requestAuth(ctx);
  if (strategy === 'admin' || routeType === 'admin') return undefined;
  // The product's own decisions (who may download a file, whose playlist this is) stand on published content only.
  if (isSystemRead()) return 'published';
  return state.preview ? { preview: state.preview } : 'published';
}

/** The previewed document's draft row (of its locale, for a localised type). */
function draftRowOf(strapi: Core.Strapi, target: PreviewTarget): Row {
  const localised = 'locale' in attributesOf(strapi, target.uid);
  return {
    documentId: target.documentId,
    publishedAt: { $null: true },
    ...(localised && target.locale ? { locale: target.locale } : {}),
  };
}

type Filters = unknown;
type FiltersFunction = (context: { meta: { uid: string } }) => unknown;

/**
 * The query engine's `filters`, narrowed to the readable rows of every draft-and-publish model it is applied to: the
 * read's own model and each populated relation's (the engine hands populates the same function). A preview's draft
 * passes too; a populated relation reaches it only from the draft itself, as published rows link published rows.
 */
function publicationFilters(strapi: Core.Strapi, readable: Readable, filters?: Filters): FiltersFunction {
  return (context) => {
    let own = typeof filters === 'function' ? (filters as FiltersFunction)(context) : filters;
    if (!hasDrafts(strapi, context.meta.uid)) return own ?? null;
    if (readable === 'published') return combined(own, PUBLISHED_ROWS);
    // The Document Service's status condition (on `publishedAt` alone) gives way to the preview's.
    if (isStatusCondition(own)) own = undefined;
    const rows =
      context.meta.uid === readable.preview.uid
        ? { $or: [draftRowOf(strapi, readable.preview), PUBLISHED_ROWS] }
        : PUBLISHED_ROWS;
    return combined(own, rows);
  };
}

const isStatusCondition = (condition: unknown) =>
  Boolean(condition) &&
  typeof condition === 'object' &&
  Object.keys(condition as Row).length === 1 &&
  'publishedAt' in (condition as Row);

function combined(own: unknown, rows: Row): unknown {
  const conditions = [own, rows].filter(
    (condition) => condition && typeof condition === 'object' && Object.keys(condition).length,
  );
  return conditions.length === 1 ? conditions[0] : { $and: conditions };
}

/**
 * Narrows a query-engine read (its params, changed in place) to what the current request may see. `uid` is the read's
 * own model, when the read starts from the database (not from rows in hand).
 */
export function narrowRead(strapi: Core.Strapi, params: Record<string, unknown> | undefined, uid?: string): void {
  if (!params) return;
  const readable = readablePublication(strapi);
  if (!readable) return;
  params.filters = publicationFilters(strapi, readable, params.filters);
  if (readable === 'published' || uid !== readable.preview.uid) return;
  // At the root of a read of the previewed type, its draft stands in for its published version: the Document
  // Service's published-status condition gives way to this one.
  const { publishedAt: _status, ...where } = (params.where ?? {}) as Row;
  params.where = {
    $and: [
      where,
      {
        $or: [
          draftRowOf(strapi, readable.preview),
          { documentId: { $ne: readable.preview.documentId }, ...PUBLISHED_ROWS },
        ],
      },
    ],
  };
}

const DOCUMENT_READS = new Set(['findOne', 'findMany', 'findFirst', 'count']);

/**
 * Document Service reads ask for published versions (a preview's draft stands in at the query engine, narrowRead):
 * for a draft-and-publish type, which version it reads; for any other (a teacher's playlist, teaching history),
 * which versions of its relations it populates.
 */
export function enforcePublication(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (DOCUMENT_READS.has(context.action) && readablePublication(strapi)) {
      const params = ((context as { params?: Record<string, unknown> }).params ??= {});
      params.status = 'published';
      // Which documents have drafts, or changes in them, is the editors' to know too.
      delete params.publicationFilter;
      delete params.hasPublishedVersion;
    }
    return next();
  });
}

// ---------------------------------------------------------------- what a previewed draft links to

/** The previewed draft's own rows: its entry row, and every component row under it by component uid. */
interface DraftRows {
  entry?: number;
  components: Map<string, Set<number>>;
}

const draftRowsOfRequest = new WeakMap<object, Promise<DraftRows>>();

/** Every component under a model, ids only, at any depth: what a draft entry owns. */
function componentsPopulate(strapi: Core.Strapi, uid: string, depth = 0): Row | undefined {
  if (depth > 8) return undefined;
  const populate: Row = {};
  for (const [name, attribute] of Object.entries(attributesOf(strapi, uid))) {
    if (attribute.type !== 'component' || !attribute.component) continue;
    const inner = componentsPopulate(strapi, attribute.component, depth + 1);
    populate[name] = { select: ['id'], ...(inner ? { populate: inner } : {}) };
  }
  return Object.keys(populate).length ? populate : undefined;
}

async function readDraftRows(strapi: Core.Strapi, target: PreviewTarget): Promise<DraftRows> {
  const populate = componentsPopulate(strapi, target.uid);
  const entry = (await lookUp(() =>
    strapi.db.query(target.uid as never).findOne({
      where: draftRowOf(strapi, target),
      select: ['id'],
      ...(populate ? { populate } : {}),
    }),
  )) as Row | null;
  const components = new Map<string, Set<number>>();
  const collect = (uid: string, row: Row) => {
    for (const [name, attribute] of Object.entries(attributesOf(strapi, uid))) {
      if (attribute.type !== 'component' || !attribute.component) continue;
      const value = row[name];
      for (const item of (Array.isArray(value) ? value : [value]) as (Row | null | undefined)[]) {
        if (!item) continue;
        if (!components.has(attribute.component)) components.set(attribute.component, new Set());
        components.get(attribute.component)!.add(item.id as number);
        collect(attribute.component, item);
      }
    }
  };
  if (entry) collect(target.uid, entry);
  return { entry: entry?.id as number | undefined, components };
}

/** What a populate asks of attribute `name`: `true`, a query, or undefined when not asked. */
function populateOf(populate: unknown, name: string): unknown {
  if (populate === true || populate === '*') return true;
  if (Array.isArray(populate)) return populate.includes(name) ? true : undefined;
  if (populate && typeof populate === 'object') return (populate as Row)[name];
  return undefined;
}

interface RelationQuery {
  select?: string[];
  populate?: unknown;
  where?: Row;
  orderBy?: unknown;
  limit?: number;
  offset?: number;
  count?: boolean;
}

/**
 * The published versions of the documents a previewed draft's row links through relation `name`, read as the
 * relation was asked (`query`), in the draft's order; the caller's access applies as to any read.
 */
async function publishedLinks(
  strapi: Core.Strapi,
  model: string,
  rowId: number,
  name: string,
  attribute: Attribute,
  query: RelationQuery | true,
): Promise<unknown> {
  const linked = (await lookUp(() =>
    strapi.db.query(model as never).findOne({
      where: { id: rowId },
      select: ['id'],
      populate: { [name]: { select: ['documentId'] } },
    }),
  )) as Row | null;
  const value = linked?.[name];
  const documentIds = ((Array.isArray(value) ? value : value ? [value] : []) as Row[]).map(
    (row) => row.documentId as string,
  );
  const toOne = attribute.relation === 'oneToOne' || attribute.relation === 'manyToOne';
  const asked: RelationQuery = query === true ? {} : query;
  let rows: Row[] = [];
  if (documentIds.length) {
    const { publishedAt: _status, ...where } = asked.where ?? {};
    rows = (await strapi.db.query(attribute.target as never).findMany({
      ...(asked.select ? { select: [...new Set([...asked.select, 'documentId'])] } : {}),
      ...(asked.populate ? { populate: asked.populate } : {}),
      ...(asked.orderBy ? { orderBy: asked.orderBy } : {}),
      where: { $and: [where, { documentId: { $in: documentIds } }] },
    })) as Row[];
    if (!asked.orderBy) {
      rows.sort((a, b) => documentIds.indexOf(a.documentId as string) - documentIds.indexOf(b.documentId as string));
    }
    rows = rows.slice(asked.offset ?? 0, asked.limit === undefined ? undefined : (asked.offset ?? 0) + asked.limit);
  }
  if (asked.count) return { count: rows.length };
  return toOne ? (rows[0] ?? null) : rows;
}

/**
 * In a preview, replaces what the previewed draft's rows link to (in a read's `result`, of model `uid`, read with
 * `populate`) by those documents' published versions: Strapi links a draft to other documents' drafts, and a preview
 * shows no draft but its own. Changes `result` in place; nothing to do outside a preview.
 */
export async function standInPublishedLinks(
  strapi: Core.Strapi,
  uid: string,
  populate: unknown,
  result: unknown,
): Promise<void> {
  const readable = readablePublication(strapi);
  if (!readable || readable === 'published' || !result || typeof result !== 'object') return;
  const target = readable.preview;
  // The draft's rows are its entry's and its components': no other content type's read holds them.
  if (uid.includes('::') && uid !== target.uid) return;
  const state = requestState(strapi)!;
  let draftRows = draftRowsOfRequest.get(state);
  if (!draftRows) {
    draftRows = readDraftRows(strapi, target);
    draftRowsOfRequest.set(state, draftRows);
  }
  const draft = await draftRows;
  if (draft.entry === undefined) return;

  // `asked`: the populate of the rows' attributes (a query's `populate`, or true for all of one level).
  const visit = async (model: string, value: unknown, asked: unknown, depth: number): Promise<void> => {
    if (!value || typeof value !== 'object' || depth > 10) return;
    if (Array.isArray(value)) {
      for (const item of value) await visit(model, item, asked, depth);
      return;
    }
    const row = value as Row;
    const ofDraft =
      model === target.uid ? row.id === draft.entry : draft.components.get(model)?.has(row.id as number) === true;
    if (!ofDraft) return;
    for (const [name, attribute] of Object.entries(attributesOf(strapi, model))) {
      if (!(name in row)) continue;
      const inner = populateOf(asked, name);
      if (attribute.type === 'component' && attribute.component) {
        const nested = inner && typeof inner === 'object' ? (inner as RelationQuery).populate : undefined;
        await visit(attribute.component, row[name], nested, depth + 1);
      } else if (
        attribute.type === 'relation' &&
        attribute.target &&
        !attribute.relation?.startsWith('morph') &&
        hasDrafts(strapi, attribute.target)
      ) {
        const query = inner && typeof inner === 'object' ? (inner as RelationQuery) : true;
        row[name] = await publishedLinks(strapi, model, row.id as number, name, attribute, query);
      }
    }
  };
  await visit(uid, result, populate, 0);
}
