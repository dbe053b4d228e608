/**
 * The activity and audio library rules of SPEC-GUIDE §2 and §5: what is shown, what is counted, and how libraries of a
 * whole audience merge into one list. Ids of merged entries are joined with commas, the form the routes take
 * ('section' and 'container' parameters are comma-separated id lists).
 */

import type { AudioLibraryCollectionCardFieldsFragment, AudioLibraryPageCardFieldsFragment } from '../gql/graphql';

type Maybe<T> = T | null | undefined;

const joinIds = (ids: readonly string[]): string => ids.join(',');

/** A route parameter of comma-separated ids ('-' and empty parts mean none). */
export function splitIds(param: string | undefined): string[] {
  return [
    ...new Set(
      (param ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id && id !== '-'),
    ),
  ];
}

const titleKey = (title: string) => title.trim().toLowerCase();

/** Groups entries whose titles match (ignoring case and surrounding spaces), in order of first appearance. */
function groupByTitle<T extends { title: string }>(entries: readonly T[]): { title: string; entries: T[] }[] {
  const groups = new Map<string, { title: string; entries: T[] }>();
  for (const entry of entries) {
    const key = titleKey(entry.title);
    const group = groups.get(key);
    if (group) group.entries.push(entry);
    else groups.set(key, { title: entry.title.trim(), entries: [entry] });
  }
  return [...groups.values()];
}

const uniqueCount = (ids: readonly Maybe<{ documentId: string }>[]) =>
  new Set(ids.flatMap((item) => (item ? [item.documentId] : []))).size;

// ---------------------------------------------------------------------------------------------------------------
// Activity library

interface SectionData {
  documentId: string;
  title: string;
  activities?: readonly Maybe<{ documentId: string }>[] | null;
}

export interface SectionCard {
  /** Comma-joined section ids: the `section` route parameter. */
  ids: string;
  title: string;
  /** 'N activities': distinct activities across the merged sections. */
  activityCount: number;
}

export const activityCountLabel = (count: number) => (count === 1 ? '1 activity' : `${count} activities`);

/** One library's sections; sections without activities are hidden (SPEC-GUIDE §5). */
export function librarySections(sections: readonly Maybe<SectionData>[] | null | undefined): SectionCard[] {
  return (sections ?? []).flatMap((section) => {
    const activityCount = section ? uniqueCount(section.activities ?? []) : 0;
    return section && activityCount > 0 ? [{ ids: section.documentId, title: section.title, activityCount }] : [];
  });
}

/** The activity filter: sections of the same title across libraries merge into one card (SPEC-GUIDE §2). */
export function mergeActivitySections(
  libraries: readonly Maybe<{ activity_section?: readonly Maybe<SectionData>[] | null }>[] | null | undefined,
): SectionCard[] {
  const sections = (libraries ?? []).flatMap((library) =>
    (library?.activity_section ?? []).flatMap((section) => (section ? [section] : [])),
  );
  return groupByTitle(sections).flatMap(({ title, entries }) => {
    const activityCount = uniqueCount(entries.flatMap((section) => section.activities ?? []));
    return activityCount > 0
      ? [{ ids: joinIds(entries.map((section) => section.documentId)), title, activityCount }]
      : [];
  });
}

/** The activities of one or more sections, each once, in section order (the section page, 'Showing N activities'). */
export function combineSectionActivities<A extends { documentId: string }>(
  sections: readonly Maybe<{ activities?: readonly Maybe<A>[] | null }>[] | null | undefined,
): A[] {
  const seen = new Set<string>();
  return (sections ?? []).flatMap((section) =>
    (section?.activities ?? []).flatMap((activity) => {
      if (!activity || seen.has(activity.documentId)) return [];
      seen.add(activity.documentId);
      return [activity];
    }),
  );
}

export const showingActivitiesLabel = (count: number) =>
  count === 1 ? 'Showing 1 activity' : `Showing ${count} activities`;

// ---------------------------------------------------------------------------------------------------------------
// Audio library

interface AudioPageData {
  documentId: string;
  title: string;
  audio_excerpts?: readonly Maybe<{ id: string }>[] | null;
}

interface AudioContainerData {
  documentId: string;
  title: string;
  blurb?: string | null;
  audio_page?: readonly Maybe<{ documentId: string }>[] | null;
}

/** A page card, as the CMS's audioLibraryIndex answers it: 'N recordings' counts the merged pages' excerpts. */
export type AudioPageCard = Omit<AudioLibraryPageCardFieldsFragment['cards'][number], '__typename'>;
/** A collection card, as audioLibraryIndex answers it: 'N songs' counts distinct audio pages. */
export type AudioCollectionCard = Omit<AudioLibraryCollectionCardFieldsFragment['cards'][number], '__typename'>;

export const recordingsLabel = (count: number) => (count === 1 ? '1 recording' : `${count} recordings`);
export const songsLabel = (count: number) => (count === 1 ? '1 song' : `${count} songs`);

const excerptCount = (page: AudioPageData) => (page.audio_excerpts ?? []).filter(Boolean).length;

interface AudioLibraryData {
  audio_page?: readonly Maybe<AudioPageData>[] | null;
  audio_page_container?: readonly Maybe<AudioContainerData>[] | null;
}

/**
 * The audio library's pages and collections. A programme's library shows its entries as they are; the audience-level
 * library (/{audience}/audiolibrary, or every library at /audiolibrary) merges entries of the same title across its
 * libraries, joining their ids with commas. A collection without any audio page is skipped (SPEC-GUIDE §5 "audio pages
 * without audio_page skipped").
 */
export function audioLibraryCards(
  libraries: readonly Maybe<AudioLibraryData>[] | null | undefined,
  { mergeByTitle }: { mergeByTitle: boolean },
): {
  pages: AudioPageCard[];
  collections: AudioCollectionCard[];
} {
  const present = (libraries ?? []).flatMap((library) => (library ? [library] : []));
  const pages = present.flatMap((library) => (library.audio_page ?? []).flatMap((page) => (page ? [page] : [])));
  const containers = present.flatMap((library) =>
    (library.audio_page_container ?? []).flatMap((container) => (container ? [container] : [])),
  );
  const group = <T extends { documentId: string; title: string }>(entries: T[]) =>
    mergeByTitle ? groupByTitle(entries) : entries.map((entry) => ({ title: entry.title, entries: [entry] }));

  return {
    pages: group(pages).map(({ title, entries }) => ({
      ids: joinIds(uniqueIds(entries)),
      title,
      recordingCount: entries
        .filter((page, index) => entries.findIndex((other) => other.documentId === page.documentId) === index)
        .reduce((sum, page) => sum + excerptCount(page), 0),
    })),
    collections: group(containers).flatMap(({ title, entries }) => {
      const songCount = uniqueCount(entries.flatMap((container) => container.audio_page ?? []));
      return songCount > 0
        ? [{ ids: joinIds(uniqueIds(entries)), title, blurb: entries[0].blurb ?? null, songCount }]
        : [];
    }),
  };
}

const uniqueIds = (entries: readonly { documentId: string }[]) => [
  ...new Set(entries.map((entry) => entry.documentId)),
];

/** The collection after the one shown (by its first id), for 'Next: {title}'; null at the end. */
export function nextCollection(
  cards: readonly AudioCollectionCard[],
  ids: readonly string[],
): AudioCollectionCard | null {
  const index = cards.findIndex((card) => card.ids.split(',').some((id) => ids.includes(id)));
  return index >= 0 ? (cards[index + 1] ?? null) : null;
}
