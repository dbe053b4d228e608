import type { Core, UID } from '@strapi/strapi';

/** Uploaded files are read through the upload plugin's content API, not a content type's own actions. */
const UPLOAD_FILE = 'plugin::upload.file';

/**
 * The content every purpose-built read field reads, declared once. A caller needs `find` on each type, as Strapi's
 * generic fields would ask, so no role reads through these fields anything it could not read through the generic ones
 * (src/access/permissions.ts grants the actions). A field that starts reading another type adds it here.
 */
const PURPOSE_BUILT_READS = {
  'Query.audienceMenus': [
    'api::audience.audience',
    'api::programme.programme',
    'api::live-programme.live-programme',
    'api::project.project',
    'api::landing-page.landing-page',
  ],
  'Query.lessonOverview': [
    'api::lesson.lesson',
    'api::activity-page.activity-page',
    // Each activity's lesson-mode slides, previewed on the overview (issue 44).
    'api::activity-slideshow.activity-slideshow',
    'api::scheme.scheme',
    'api::activity-section.activity-section',
    'api::activity-library.activity-library',
    'api::programme.programme',
    'api::audience.audience',
    'api::year-group.year-group',
    UPLOAD_FILE,
  ],
  'Query.audioLibraryIndex': [
    'api::audio-library.audio-library',
    'api::audio-page.audio-page',
    'api::audio-page-container.audio-page-container',
  ],
} satisfies Record<string, (UID.ContentType | typeof UPLOAD_FILE)[]>;

type PurposeBuiltField = keyof typeof PURPOSE_BUILT_READS;

const findAction = (type: string) => (type === UPLOAD_FILE ? 'plugin::upload.content-api.find' : `${type}.find`);

/** The scope of each type a field reads (its `find` action). */
export const readScopeOf = (field: PurposeBuiltField): string[] => PURPOSE_BUILT_READS[field].map(findAction);

/**
 * A purpose-built field's `resolversConfig`: its read scope. Refuses to build the schema when a declared type no
 * longer exists, so a renamed type cannot silently leave a field without its check.
 */
export function readScopeConfig(strapi: Core.Strapi, field: PurposeBuiltField) {
  const missing = PURPOSE_BUILT_READS[field].filter((type) => !strapi.getModel(type as UID.Schema));
  if (missing.length) throw new Error(`${field} reads ${missing.join(', ')}, which this CMS does not have`);
  return { [field]: { auth: { scope: readScopeOf(field) } } };
}
