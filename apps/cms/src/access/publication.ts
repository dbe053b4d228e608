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
 * draft to the drafts of other documents) is read as those documents' published versions (preview-links.ts). The
 * admin panel and work outside a request (seed, scheduled publishing, migrations) see both: the product's own jobs
 * outside a request (the search index) ask for published versions themselves.
 */
import { contextSlot } from '../platform/async-context';
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

export type Row = Record<string, unknown>;

export interface Attribute {
  type: string;
  relation?: string;
  target?: string;
  component?: string;
}

export const attributesOf = (strapi: Core.Strapi, uid: string): Record<string, Attribute> =>
  (strapi.getModel(uid as never) as { attributes?: Record<string, Attribute> } | undefined)?.attributes ?? {};

export function hasDrafts(strapi: Core.Strapi, uid: string): boolean {
  const model = strapi.getModel(uid as never) as { options?: { draftAndPublish?: boolean } } | undefined;
  return model?.options?.draftAndPublish === true;
}

/** The preview's own look-ups (which rows are the draft's, what it links to) see drafts and published rows alike. */
const bothVersions = contextSlot<true>('both versions');
export const lookUp = <T>(read: () => Promise<T>): Promise<T> => asSystem(() => bothVersions.run(true, read));

export const requestState = (strapi: Core.Strapi): RequestState | undefined =>
  (strapi.requestContext.get() as { state?: RequestState } | undefined)?.state;

/**
 * Which rows of draft-and-publish types the current read may see, or undefined for both (the admin panel, outside a
 * request, the preview's own look-ups).
 */
export function readablePublication(strapi: Core.Strapi): Readable | undefined {
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
export function draftRowOf(strapi: Core.Strapi, target: PreviewTarget): Row {
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
