import type { ProgrammeLibrariesQuery, ProgrammeQueryQuery } from '../../gql/graphql';
import type { DocumentData } from '../../lib/documents';

type ProgrammeData = NonNullable<ProgrammeQueryQuery['programmes'][number]>;
type ProgrammeLibrariesData = NonNullable<ProgrammeLibrariesQuery['programmes'][number]>;
export type ProgrammeUnit = NonNullable<ProgrammeData['units'][number]>;

/** What the programme page links to and lists, shaped from ProgrammeQuery and (for a subscriber) ProgrammeLibraries. */
export interface ProgrammeLinksView {
  /** /{audience}/{programme}: the units, custom units and libraries hang under it. */
  base: string;
  units: ProgrammeUnit[];
  summaryDocuments: DocumentData[];
  activityLibraryHref: string;
  audioLibraryHref: string;
  hasAtHomeLibrary: boolean;
}

/**
 * The programme's own libraries when the subscriber's lookup names them, else the audience's activity filter and
 * audio library (a visitor, or a programme without its own); the summary document captioned or 'Programme summary'.
 */
export function toProgrammeLinksView(
  audienceSlug: string,
  programme: ProgrammeData,
  libraries: ProgrammeLibrariesData | null | undefined,
): ProgrammeLinksView {
  const base = `/${audienceSlug}/${programme.slug}`;
  const summary = programme.summary_document;
  return {
    base,
    units: programme.units.flatMap((unit) => (unit ? [unit] : [])),
    summaryDocuments: summary ? [{ title: summary.caption || 'Programme summary', file: summary }] : [],
    activityLibraryHref: libraries?.activity_library
      ? `${base}/activity/${libraries.activity_library.documentId}`
      : `/${audienceSlug}/-/activity-filter`,
    audioLibraryHref: libraries?.audio_library
      ? `${base}/audio/${libraries.audio_library.documentId}`
      : `/${audienceSlug}/audiolibrary`,
    hasAtHomeLibrary: Boolean(libraries?.activity_at_home_library),
  };
}
