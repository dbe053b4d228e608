/**
 * Drafts are for editors (issue 31): with draft & publish, each editorial document has a draft row and, once
 * published, a published row. Which of them a read sees is decided here, once, for every read path:
 * - the Document Service (REST, GraphQL, the product's services): reads of a draft-and-publish type get the status
 *   the request may see, whatever status the caller asked for;
 * - the query engine (`strapi.db.query`, Strapi's GraphQL relation loads, ZIPs, file checks): a `filters` function the
 *   engine applies to the read and to every populated relation at any depth (src/access/content-access.ts
 *   subscribes it);
 * - the GraphQL read-ahead and batch loads, which populate rows in hand (src/extensions/graphql/populate-parents.ts).
 * Content-API requests read published versions only, and drafts only while a valid preview is served
 * (src/preview.ts). The admin panel and work outside a request (seed, scheduled publishing, migrations) see both:
 * the product's own jobs outside a request (the search index) ask for published versions themselves.
 */
import type { Core } from '@strapi/strapi';
import { isSystemRead } from './as-system';

type Publication = 'published' | 'draft';

const PUBLISHED_ROWS = { publishedAt: { $notNull: true } };
const DRAFT_ROWS = { publishedAt: { $null: true } };

interface RequestState {
  auth?: { strategy?: { name?: string } };
  route?: { info?: { type?: string } };
  /** Set by src/preview.ts when the request carries a valid preview token. */
  preview?: boolean;
}

export function hasDrafts(strapi: Core.Strapi, uid: string): boolean {
  const model = strapi.getModel(uid as never) as { options?: { draftAndPublish?: boolean } } | undefined;
  return model?.options?.draftAndPublish === true;
}

/**
 * Which rows of draft-and-publish types the current read may see: 'published' or 'draft' (a valid preview), or
 * undefined for both (the admin panel, outside a request).
 */
function readablePublication(strapi: Core.Strapi): Publication | undefined {
  const ctx = strapi.requestContext.get() as { state?: RequestState } | undefined;
  if (!ctx) return undefined;
  const state = ctx.state ?? {};
  if (state.auth?.strategy?.name === 'admin' || state.route?.info?.type === 'admin') return undefined;
  // The product's own decisions (who may download a file, whose playlist this is) stand on published content only.
  if (isSystemRead()) return 'published';
  return state.preview === true ? 'draft' : 'published';
}

type Filters = unknown;
type FiltersFunction = (context: { meta: { uid: string } }) => unknown;

/**
 * The query engine's `filters`, narrowed to `publication` rows of every draft-and-publish model it is applied to:
 * the read's own model and each populated relation's (the engine hands populates the same function).
 */
function publicationFilters(strapi: Core.Strapi, publication: Publication, filters?: Filters): FiltersFunction {
  const rows = publication === 'published' ? PUBLISHED_ROWS : DRAFT_ROWS;
  return (context) => {
    const own = typeof filters === 'function' ? (filters as FiltersFunction)(context) : filters;
    if (!hasDrafts(strapi, context.meta.uid)) return own ?? null;
    const conditions = [own, rows].filter(
      (condition) => condition && typeof condition === 'object' && Object.keys(condition).length,
    );
    return conditions.length === 1 ? conditions[0] : { $and: conditions };
  };
}

/** Narrows a query-engine read (its params, changed in place) to what the current request may see. */
export function narrowRead(strapi: Core.Strapi, params: Record<string, unknown> | undefined): void {
  if (!params) return;
  const publication = readablePublication(strapi);
  if (!publication) return;
  params.filters = publicationFilters(strapi, publication, params.filters);
}

/**
 * A relation load's query for a preview: Strapi's GraphQL relation resolvers ask for the published versions of the
 * targets of a built-in root query (its `status` argument defaults to published); the preview's drafts stand instead.
 */
export function loadQueryForRequest(strapi: Core.Strapi, populate: unknown): unknown {
  if (readablePublication(strapi) !== 'draft' || !populate || typeof populate !== 'object') return populate;
  const { where, ...rest } = populate as { where?: unknown };
  if (!where || typeof where !== 'object' || !('publishedAt' in where)) return populate;
  const { publishedAt: _published, ...otherConditions } = where as Record<string, unknown>;
  return Object.keys(otherConditions).length ? { ...rest, where: otherConditions } : rest;
}

const DOCUMENT_READS = new Set(['findOne', 'findMany', 'findFirst', 'count']);

/**
 * Document Service reads get the status the request may see: for a draft-and-publish type, which version it reads;
 * for any other (a teacher's playlist, teaching history), which versions of its relations it populates.
 */
export function enforcePublication(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (DOCUMENT_READS.has(context.action)) {
      const publication = readablePublication(strapi);
      if (publication) {
        const params = ((context as { params?: Record<string, unknown> }).params ??= {});
        params.status = publication;
        // Which documents have drafts, or changes in them, is the editors' to know too.
        delete params.publicationFilter;
        delete params.hasPublishedVersion;
      }
    }
    return next();
  });
}
