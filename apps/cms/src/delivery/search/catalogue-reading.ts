import type { UID } from '@strapi/strapi';
import type { CatalogueEntry, Passage } from './passages';
import type { TextField } from './search-index';

// Rows of a dozen content types, read field by field with fallbacks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Row = Record<string, any>;

/** The kinds of result, with the content type each comes from. */
export const SHARED_KINDS = {
  programme: 'api::programme.programme',
  unit: 'api::scheme.scheme',
  lesson: 'api::lesson.lesson',
  activity: 'api::activity-page.activity-page',
  audio: 'api::audio-page.audio-page',
  'audio-collection': 'api::audio-page-container.audio-page-container',
  'activity-section': 'api::activity-section.activity-section',
  'cpd-session': 'api::cpd-session.cpd-session',
  'cpd-live-event': 'api::cpd-live-event.cpd-live-event',
  'live-programme': 'api::live-programme.live-programme',
  'live-production': 'api::live-production.live-production',
  project: 'api::project.project',
  'landing-page': 'api::landing-page.landing-page',
} as const satisfies Record<string, UID.ContentType>;

export type SharedKind = keyof typeof SHARED_KINDS;

/** Every published row of a content type, with the relations given. */
export type ReadAll = (uid: UID.ContentType, populate?: Row) => Promise<Row[]>;

export type Text = Partial<Record<TextField, Passage[]>>;

/** Adds a findable entry of `kind` for `row` (none without a title), at its address with its text. */
export type AddEntry = (
  kind: SharedKind,
  row: Row,
  place: Pick<CatalogueEntry, 'href' | 'audiences' | 'programmes'>,
  text: Text,
  activityType?: Passage,
  labels?: CatalogueEntry['labels'],
) => void;

export interface ProgrammeContext {
  audience?: { slug: string; title: string };
  slug: string;
  title: string;
  documentId: string;
}

/** The page of a programme: /secondary/{key stage}/programme/{slug} for Secondary, else /{audience}/{slug}. */
export function programmeHref(programme: ProgrammeContext): string | null {
  if (!programme.slug || !programme.audience?.slug) return null;
  return programme.audience.slug === 'secondary'
    ? `/secondary/ks3/programme/${programme.slug}`
    : `/${programme.audience.slug}/${programme.slug}`;
}
