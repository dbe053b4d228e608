/**
 * Who may have the files content carries (issue 43), decided by the field that links them, not by the type holding
 * that field: a programme's banner is for everyone, a unit's documents are teaching content for subscribers.
 *
 * A "file field" is a content type's own attribute that holds uploads (a media field, or a component or dynamic zone
 * with media anywhere inside) or that a printable document is generated from (ABC notation, printed as a score). Each
 * is declared below; one missing from the table is read by no one through the content API and its files are served to
 * no one (deny by default), and the CMS names it in a warning at start-up. A field is never more open than its type
 * (src/access/permissions.ts): its readers are the stricter of the two.
 *
 * Applied by the read layer (src/access/content-access.ts withholds a file field, with its addresses, from callers
 * outside its readers) and by every route that serves a file or a generated document (/uploads, /documents/{id},
 * scores, ZIPs: src/api/document/services/document-access.ts), so an address and its bytes follow one rule.
 */
import type { Level } from './caller';
import { leastLevelReading } from './permissions';

export type FileReaders = 'everyone' | 'signed-in' | 'subscribers';

const FILE_FIELDS: Record<string, Record<string, FileReaders>> = {
  // Public pages: the pictures, logos and downloads they show to visitors (SPEC-GUIDE §2, §6).
  'api::audience.audience': { theme: 'everyone', featurebox: 'everyone' },
  'api::programme.programme': { theme: 'everyone', summary_document: 'everyone' },
  'api::landing-page.landing-page': { features: 'everyone', document: 'everyone', audio: 'everyone' },
  'api::project.project': { main_image: 'everyone', documents: 'everyone' },
  'api::live-programme.live-programme': { theme: 'everyone' },
  'api::live-performance.live-performance': { thumbnail_images: 'everyone' },
  // A production's card is public, its page subscriber content (src/access/detail-fields.ts).
  'api::live-production.live-production': {
    thumbnail_images: 'everyone',
    main_image: 'subscribers',
    documents: 'subscribers',
  },
  // The CPD index's downloads and cards are public; a session's or event's documents are for signed-in teachers.
  'api::cpd.cpd': { documents: 'everyone' },
  'api::cpd-session.cpd-session': { main_image: 'everyone', documents: 'signed-in' },
  'api::cpd-live-event.cpd-live-event': { main_image: 'everyone', documents: 'signed-in' },
  // A unit is listed on its public programme page, but its documents (the unit overview with every lesson's summary
  // and timings, the assessment grid) are teaching content.
  'api::scheme.scheme': { documents: 'subscribers' },
  // Teaching content.
  'api::lesson.lesson': { documents: 'subscribers' },
  'api::activity-page.activity-page': { notation: 'subscribers' },
  'api::activity-option.activity-option': { documents: 'subscribers', delivery_option: 'subscribers' },
  'api::activity-section.activity-section': { documents: 'subscribers' },
  'api::activity-slideshow.activity-slideshow': { activity_slides: 'subscribers' },
  'api::audio-page.audio-page': { Score: 'subscribers', audio_excerpts: 'subscribers' },
  'api::audio-page-container.audio-page-container': { Score: 'subscribers' },
  'api::at-home-activity.at-home-activity': {
    activity_at_home_download: 'subscribers',
    activity_at_home: 'subscribers',
  },
  // A teacher's own playlist (src/access/ownership.ts keeps it to its owner).
  'api::playlist.playlist': { playlist_item: 'subscribers' },
};

const RANK: Record<FileReaders, number> = { everyone: 0, 'signed-in': 1, subscribers: 2 };

const READERS_FROM: Record<Level, FileReaders> = {
  visitor: 'everyone',
  registered: 'signed-in',
  subscriber: 'subscribers',
};

/** Who reads a content type through the content API, by the permissions table; undefined for no one. */
function typeReaders(uid: string): FileReaders | undefined {
  const least = leastLevelReading(uid);
  return least && READERS_FROM[least];
}

/** Who may have the files of `field` of content type `uid`; undefined for no one (an undeclared file field). */
export function fileReadersOf(uid: string, field: string): FileReaders | undefined {
  const declared = FILE_FIELDS[uid]?.[field];
  const ofType = typeReaders(uid);
  if (!declared || !ofType) return undefined;
  return RANK[declared] >= RANK[ofType] ? declared : ofType;
}

/** The custom field whose text a printable score is generated from (src/api/score). */
const NOTATION_FIELD = 'global::abc-notation';

export interface FileAttribute {
  type: string;
  component?: string;
  components?: string[];
  customField?: string;
}

/** A model's attributes by uid (a content type's or a component's), as its schema declares them. */
export type AttributesOf = (uid: string) => Record<string, FileAttribute | undefined>;

/** Whether an attribute holds uploads or generates a document, directly or anywhere inside its components. */
function carriesFiles(attributesOf: AttributesOf, attribute: FileAttribute, seen: ReadonlySet<string>): boolean {
  if (attribute.type === 'media' || attribute.customField === NOTATION_FIELD) return true;
  const components =
    attribute.type === 'component' && attribute.component
      ? [attribute.component]
      : attribute.type === 'dynamiczone'
        ? (attribute.components ?? [])
        : [];
  return components.some(
    (component) =>
      !seen.has(component) &&
      Object.values(attributesOf(component)).some(
        (inner) => inner && carriesFiles(attributesOf, inner, new Set([...seen, component])),
      ),
  );
}

/** The file fields of content type `uid`: its own attributes that hold uploads or generate a document. */
export function fileFieldsOf(attributesOf: AttributesOf, uid: string): string[] {
  return Object.entries(attributesOf(uid))
    .filter(([, attribute]) => attribute && carriesFiles(attributesOf, attribute, new Set()))
    .map(([name]) => name);
}
