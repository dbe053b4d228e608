/**
 * Who may read which content, decided once for every read (SPEC-GUIDE §6), deny by default.
 *
 * Every read of the query engine (`strapi.db.query`, and so the Document Service, REST, GraphQL at any depth, the
 * purpose-built fields, the read-ahead and ZIPs) passes through the database lifecycles subscribed here:
 * - before a read, its `where`, `orderBy` and every populate's `where`/`orderBy`, at any depth and through components,
 *   are refused when they name a type or field the caller may not read (a filter would answer one guess at a time), and
 *   a read of a whole type the caller may not read is refused;
 * - after a read, the entries are walked by their schema (relations, components, dynamic zones, media) and every
 *   relation to a type the caller may not read is emptied and every field withheld from them removed (the detail
 *   fields, and the file fields with their addresses: src/access/file-fields.ts).
 * The caller is the content-API request's role. Admin-panel requests, reads outside a request and reads the product
 * makes on its own behalf inside one (`asSystem`) read everything. A content type missing from the classification
 * (content-readers.ts) is read by no one through the content API.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { callerOf, type Level } from './caller';
import {
  ACCOUNT_TYPES,
  CONTENT_READERS,
  fieldReadersOf,
  isAccountOrInternal,
  isComponent,
  isContent,
} from './content-readers';
import { detailRefusal } from './detail-fields';
import { fileFieldsOf, fileReadersOf, type AttributesOf } from './file-fields';
import { narrowRead } from './publication';
import { standInPublishedLinks } from './preview-links';
import { onePerStrapi } from '../platform/one-per-strapi';

export { asSystem } from './as-system';

/** The level reading now, or undefined for the system (admin panel, outside a request, `asSystem`). */
const currentReader = (strapi: Core.Strapi): Level | undefined => callerOf(strapi.requestContext.get())?.level;

interface Attribute {
  type: string;
  relation?: string;
  target?: string;
  component?: string;
  components?: string[];
}

type Entry = Record<string, unknown>;

/** Filters and populates nest one level per relation or operator; deeper than this is no real query. */
const MAX_DEPTH = 40;

function createContentAccess(strapi: Core.Strapi) {
  const attributesOf = (uid: string): Record<string, Attribute> =>
    (strapi.getModel(uid as never) as { attributes?: Record<string, Attribute> } | undefined)?.attributes ?? {};
  const FIELD_READERS = fieldReadersOf(strapi, attributesOf);

  const mayReadType = (uid: string, reader: Level) =>
    isComponent(uid) || (CONTENT_READERS[uid]?.includes(reader) ?? false);
  const mayReadField = (uid: string, field: string, reader: Level) =>
    FIELD_READERS[uid]?.[field]?.includes(reader) ?? true;

  /** The type a relation, media or component attribute leads to. */
  const targetOf = (attribute: Attribute): string | undefined => {
    if (attribute.type === 'media') return 'plugin::upload.file';
    if (attribute.type === 'component') return attribute.component;
    if (attribute.type === 'relation' && !attribute.relation?.startsWith('morph')) return attribute.target;
    return undefined;
  };

  /** The same answer whether anything matches, so a refused filter tells nothing. */
  const refuse = (name: string, readers: Level[] = []): never => {
    if (readers.includes('registered')) throw new errors.ForbiddenError(detailRefusal(name, 'signed-in'));
    if (readers.includes('subscriber')) throw new errors.ForbiddenError(detailRefusal(name, 'subscribers'));
    throw new errors.ForbiddenError(`${name} cannot be read, filtered or sorted on.`);
  };
  const fieldReaders = (uid: string, field: string) => FIELD_READERS[uid]?.[field] ?? [];
  const typeReaders = (uid: string) => CONTENT_READERS[uid] ?? [];
  const typeName = (uid: string) => uid.split('.').pop()!;

  /** Refuses a `where` (or `orderBy`) naming anything `reader` may not read, at any depth. */
  function checkConditions(uid: string, conditions: unknown, reader: Level, depth = 0): void {
    if (conditions === null || typeof conditions !== 'object') return;
    // Deeper than any schema path: refused rather than left unchecked.
    if (depth > MAX_DEPTH) refuse('filters nested this deep');
    if (Array.isArray(conditions)) {
      for (const item of conditions) checkConditions(uid, item, reader, depth + 1);
      return;
    }
    const attributes = attributesOf(uid);
    for (const [key, value] of Object.entries(conditions as Entry)) {
      if (key.startsWith('$')) {
        checkConditions(uid, value, reader, depth + 1);
        continue;
      }
      // `orderBy: ['title', 'main_text:desc']` names fields in strings.
      const name = key;
      const attribute = attributes[name];
      if (!attribute) continue;
      if (!mayReadField(uid, name, reader)) refuse(name, fieldReaders(uid, name));
      if (
        attribute.type === 'dynamiczone' ||
        (attribute.type === 'relation' && attribute.relation?.startsWith('morph'))
      )
        refuse(name);
      const target = targetOf(attribute);
      if (!target) continue;
      if (isAccountOrInternal(target)) {
        // Only which account an entry belongs to (src/access/ownership.ts filters by owner id), never its details.
        const keys = value && typeof value === 'object' ? Object.keys(value as Entry) : [];
        if (keys.some((k) => !['id', 'documentId', '$eq', '$in', '$null', '$notNull'].includes(k))) refuse(name);
        continue;
      }
      if (!mayReadType(target, reader)) refuse(name, typeReaders(target));
      checkConditions(target, value, reader, depth + 1);
    }
  }

  function checkOrderBy(uid: string, orderBy: unknown, reader: Level): void {
    const list = Array.isArray(orderBy) ? orderBy : [orderBy];
    for (const item of list) {
      if (typeof item === 'string') {
        for (const part of item.split(',')) {
          const path = part.split(':')[0].trim().split('.');
          checkConditions(
            uid,
            path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), 'asc'),
            reader,
          );
        }
      } else checkConditions(uid, item, reader);
    }
  }

  /** Checks the conditions inside a populate, at any depth (dynamic zones' `on` included). */
  function checkPopulate(uid: string, populate: unknown, reader: Level, depth = 0): void {
    if (!populate || typeof populate !== 'object' || Array.isArray(populate)) return;
    if (depth > MAX_DEPTH) refuse('populate nested this deep');
    const attributes = attributesOf(uid);
    for (const [name, value] of Object.entries(populate as Entry)) {
      const attribute = attributes[name];
      if (!attribute || !value || typeof value !== 'object') continue;
      const query = value as Entry;
      if (attribute.type === 'dynamiczone') {
        for (const [component, inner] of Object.entries((query.on as Entry | undefined) ?? {})) {
          checkQuery(component, inner as Entry, reader, depth + 1);
        }
        continue;
      }
      const target = targetOf(attribute);
      if (!target) continue;
      checkQuery(target, query, reader, depth + 1);
    }
  }

  function checkQuery(uid: string, query: Entry | undefined, reader: Level, depth = 0): void {
    if (!query || typeof query !== 'object') return;
    // A populated relation the reader may not read comes back empty whatever its conditions, so they tell nothing.
    if (isAccountOrInternal(uid) || !mayReadType(uid, reader)) return;
    checkConditions(uid, query.where, reader);
    checkConditions(uid, query.filters, reader);
    if (query.orderBy) checkOrderBy(uid, query.orderBy, reader);
    if (query.sort) checkOrderBy(uid, query.sort, reader);
    checkPopulate(uid, query.populate, reader, depth);
  }

  /**
   * Empties what `reader` may not read in entries of `uid`, in place, at any depth. From an account or Strapi's own
   * type only the relations into content are looked at: those entries are their own routes' to give.
   */
  function withhold(uid: string, value: unknown, reader: Level): void {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) withhold(uid, item, reader);
      return;
    }
    const entry = value as Entry;
    const fromContent = isContent(uid);
    const attributes = attributesOf(uid);
    const empty = (key: string) => {
      entry[key] = Array.isArray(entry[key]) ? [] : null;
    };
    for (const key of Object.keys(entry)) {
      const attribute = attributes[key];
      if (!attribute) continue;
      if (!mayReadField(uid, key, reader)) {
        delete entry[key];
        continue;
      }
      if (attribute.type === 'dynamiczone') {
        for (const item of Array.isArray(entry[key]) ? (entry[key] as Entry[]) : []) {
          if (item && typeof item.__component === 'string') withhold(item.__component, item, reader);
        }
        continue;
      }
      if (attribute.type === 'relation' && attribute.relation?.startsWith('morph')) {
        // A file's `related` lists entries of any type.
        if (fromContent) delete entry[key];
        continue;
      }
      const target = targetOf(attribute);
      if (!target) continue;
      if (isAccountOrInternal(target)) {
        if (fromContent) empty(key);
        else withhold(target, entry[key], reader);
      } else if (!mayReadType(target, reader)) empty(key);
      else withhold(target, entry[key], reader);
    }
  }

  return {
    /** Refuses a read of `uid` with `params` the current caller may not make. */
    checkRead(uid: string, params: Entry | undefined): void {
      const reader = currentReader(strapi);
      if (!reader || !isContent(uid)) return;
      if (!mayReadType(uid, reader)) refuse(typeName(uid), typeReaders(uid));
      checkConditions(uid, params?.where, reader);
      checkConditions(uid, params?.filters, reader);
      if (params?.orderBy) checkOrderBy(uid, params.orderBy, reader);
      checkPopulate(uid, params?.populate, reader);
    },
    /** Removes from a read's result what the current caller may not read. */
    withholdResult(uid: string, result: unknown): void {
      const reader = currentReader(strapi);
      if (!reader) return;
      withhold(uid, result, reader);
    },
  };
}

type ContentAccess = ReturnType<typeof createContentAccess>;

/** The one access rule, for code that reads around the query engine's lifecycles (the GraphQL read-ahead). */
export const contentAccess: (strapi: Core.Strapi) => ContentAccess = onePerStrapi(createContentAccess);

/** Subscribes the rule to every read of every model. */
export function enforceContentAccess(strapi: Core.Strapi): void {
  const rule = contentAccess(strapi);
  const unclassified = Object.keys(strapi.contentTypes).filter(
    (uid) => uid.startsWith('api::') && !(uid in CONTENT_READERS) && !ACCOUNT_TYPES.includes(uid),
  );
  if (unclassified.length) {
    strapi.log.warn(
      `No one reads these through the content API until src/access/content-readers.ts classifies them: ${unclassified.join(', ')}`,
    );
  }
  const attributesOf = (uid: string) =>
    (strapi.getModel(uid as never) as { attributes?: ReturnType<AttributesOf> } | undefined)?.attributes ?? {};
  const undeclaredFiles = Object.keys(strapi.contentTypes)
    .filter((uid) => uid.startsWith('api::'))
    .flatMap((uid) =>
      fileFieldsOf(attributesOf, uid)
        .filter((field) => !fileReadersOf(uid, field))
        .map((field) => `${uid}.${field}`),
    );
  if (undeclaredFiles.length) {
    strapi.log.warn(
      `No one reads these fields or their files until src/access/file-fields.ts declares them: ${undeclaredFiles.join(', ')}`,
    );
  }
  type Event = { model: { uid: string }; params?: Entry; result?: unknown };
  const before = (event: Event) => {
    rule.checkRead(event.model.uid, event.params);
    // Published versions only, and a preview's one draft (src/access/publication.ts); populates inherit the narrowing.
    narrowRead(strapi, event.params, event.model.uid);
  };
  const after = async (event: Event) => {
    // What a previewed draft links to is read as those documents' published versions, then withheld as any read.
    await standInPublishedLinks(strapi, event.model.uid, event.params?.populate, event.result);
    rule.withholdResult(event.model.uid, event.result);
  };
  strapi.db.lifecycles.subscribe({
    beforeFindOne: before,
    beforeFindMany: before,
    beforeCount: before,
    afterFindOne: after,
    afterFindMany: after,
  } as never);
}
