/**
 * Who reads what through the content API (content-access.ts enforces it): each content type's readers by level, the
 * account types read only through their own routes, and the fields fewer callers read (the detail fields and the
 * file fields).
 */
import type { Core } from '@strapi/strapi';
import { DETAIL_RULES, type DetailRule } from './detail-fields';
import { fileFieldsOf, fileReadersOf, type AttributesOf, type FileReaders } from './file-fields';
import { OWNED_TYPES } from './ownership';
import { PUBLIC_CONTENT, SUBSCRIBER_CONTENT } from './permissions';
import { LEVEL_OF_READERS, LEVELS, mayRead, type Level } from './caller';

const readersFrom = (least: Level): Level[] => LEVELS.filter((level) => mayRead(level, least));
const EVERYONE = readersFrom('visitor');
const SUBSCRIBERS = readersFrom('subscriber');

const uidOf = (type: string) => `api::${type}.${type}`;

/** Which roles read each content type through the content API. */
export const CONTENT_READERS: Record<string, Level[]> = {
  ...Object.fromEntries(PUBLIC_CONTENT.map((type) => [uidOf(type), EVERYONE])),
  ...Object.fromEntries(SUBSCRIBER_CONTENT.map((type) => [uidOf(type), SUBSCRIBERS])),
  // Subscribers' own playlists and custom units: src/access/ownership.ts narrows every read to the owner.
  ...Object.fromEntries(OWNED_TYPES.map((uid) => [uid, SUBSCRIBERS])),
  // Files are read where content uses them; their own routes are permission-checked (src/access/permissions.ts MEDIA).
  'plugin::upload.file': EVERYONE,
};

/** Accounts are read only through their own routes, which scope them to the caller; never as part of content. */
export const ACCOUNT_TYPES = [
  'api::user-profile.user-profile',
  'api::subscription.subscription',
  'api::member-account.member-account',
];

/** Fields of a readable type that fewer roles read: the detail fields (src/access/detail-fields.ts). */
const DETAIL_READERS: Record<string, Record<string, Level[]>> = Object.fromEntries(
  Object.values(DETAIL_RULES).map((rule: DetailRule) => [
    rule.uid,
    Object.fromEntries(rule.fields.map((field) => [field, readersFrom(LEVEL_OF_READERS[rule.readers])])),
  ]),
);

const fileReaders = (declared: FileReaders): Level[] => readersFrom(LEVEL_OF_READERS[declared]);

/**
 * Who reads each field that fewer roles read than its type: the detail fields, and the file fields
 * (src/access/file-fields.ts), whose addresses go with them; an undeclared file field is read by no one.
 */
export function fieldReadersOf(
  strapi: Core.Strapi,
  attributesOf: AttributesOf,
): Record<string, Record<string, Level[]>> {
  const table: Record<string, Record<string, Level[]>> = Object.fromEntries(
    Object.entries(DETAIL_READERS).map(([uid, fields]) => [uid, { ...fields }]),
  );
  for (const uid of Object.keys(strapi.contentTypes).filter((candidate) => candidate.startsWith('api::'))) {
    for (const field of fileFieldsOf(attributesOf, uid)) {
      const declared = fileReadersOf(uid, field);
      const readers = declared ? fileReaders(declared) : [];
      const detail = table[uid]?.[field];
      (table[uid] ??= {})[field] = detail ? detail.filter((reader) => readers.includes(reader)) : readers;
    }
  }
  return table;
}

export const isComponent = (uid: string) => !uid.includes('::');
/** Content is read under this rule; accounts and Strapi's own types (users, roles, admin) under their routes' own. */
export const isContent = (uid: string) =>
  isComponent(uid) || uid in CONTENT_READERS || (uid.startsWith('api::') && !ACCOUNT_TYPES.includes(uid));
export const isAccountOrInternal = (uid: string) => !isContent(uid);
