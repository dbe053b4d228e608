/**
 * What a previewed draft links to, read as those documents' published versions (issue 43): Strapi links a draft to
 * other documents' drafts, and a preview shows no draft but its own (publication.ts decides what a read may see).
 */
import type { Core } from '@strapi/strapi';
import {
  attributesOf,
  draftRowOf,
  hasDrafts,
  lookUp,
  readablePublication,
  requestState,
  type Attribute,
  type PreviewTarget,
  type Row,
} from './publication';

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
