import type { Core } from '@strapi/strapi';
import { checkHook, type Hook } from './hooks';

/** The upload plugin's morph join table, as @strapi/database describes the file's `related` attribute. */
interface FileLinksTable {
  name: string;
  joinColumn: { name: string };
  morphColumn: { idColumn: { name: string }; typeColumn: { name: string } };
}

interface RelatedAttribute {
  relation?: string;
  joinTable?: Partial<FileLinksTable>;
}

/** One entry or component that links a file, and the field it links it through. */
export interface FileLink {
  /** A content type or component uid. */
  type: string;
  id: number;
  field: string;
}

const named = (value: { name?: unknown } | undefined) => typeof value?.name === 'string';

/**
 * Reads the upload plugin's morph join table (`files_related_mph`) from `strapi.db.metadata` (the `related`
 * attribute of `plugin::upload.file`: its table, file column, entry id and type columns, and the `field` column),
 * which is how src/api/document/services/document-access.ts finds the fields that link a file. Neither Strapi nor
 * the plugin offers "which entries link this file". Who may download a file depends on it: the CMS refuses to start
 * when the table is no longer described that way (it used to answer 'subscriber' for every file, or fail per request).
 */
export const fileLinksTableHook: Hook<RelatedAttribute> = {
  name: "the upload plugin's morph join table in strapi.db.metadata",
  kind: 'access',
  package: '@strapi/database',
  major: 5,
  file: 'upload-file-links.ts',
  problem(related) {
    if (!related) return 'plugin::upload.file has no `related` attribute';
    if (related.relation !== 'morphToMany') return `related is a ${related.relation} relation, not morphToMany`;
    const table = related.joinTable;
    if (!table || typeof table.name !== 'string') return 'related has no joinTable';
    if (!named(table.joinColumn)) return 'joinTable.joinColumn has no name';
    if (!named(table.morphColumn?.idColumn) || !named(table.morphColumn?.typeColumn)) {
      return 'joinTable.morphColumn has no idColumn or typeColumn name';
    }
    return undefined;
  },
};

const checked = new WeakMap<Core.Strapi, FileLinksTable>();

function relatedAttribute(strapi: Core.Strapi): RelatedAttribute | undefined {
  const model = strapi.db?.metadata.get('plugin::upload.file') as { attributes?: Record<string, unknown> } | undefined;
  return model?.attributes?.related as RelatedAttribute | undefined;
}

/** From bootstrap, once the database is up: throws (Strapi does not start) when the table is not as written for. */
export function checkFileLinksTable(strapi: Core.Strapi): void {
  const related = relatedAttribute(strapi);
  checkHook(strapi, fileLinksTableHook, related);
  checked.set(strapi, related!.joinTable as FileLinksTable);
}

/** Every entry or component that links the file, and through which field. */
export async function fileLinks(strapi: Core.Strapi, fileId: number): Promise<FileLink[]> {
  if (!checked.has(strapi)) checkFileLinksTable(strapi);
  const table = checked.get(strapi)!;
  const rows: Record<string, unknown>[] = await strapi.db
    .connection(table.name)
    .where(table.joinColumn.name, fileId)
    .select('*');
  return rows.map((row) => ({
    type: String(row[table.morphColumn.typeColumn.name]),
    id: Number(row[table.morphColumn.idColumn.name]),
    field: String(row.field ?? ''),
  }));
}
