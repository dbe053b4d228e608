import { useParams } from 'react-router';
import type { Crumb } from '../../components/Breadcrumbs';
import type { AudioCollectionFieldsFragment, AudioPageFieldsFragment } from '../../gql/graphql';
import { audioLibraryCards, nextCollection, type AudioCollectionCard } from '../../lib/libraries';
import { titleFromSlug } from '../../lib/slugs';

type Maybe<T> = T | null | undefined;

/**
 * Where an audio screen is: inside a programme's library (/{audience}/{programme}/audio/{library}/...), in an
 * audience's merged library (/{audience}/audiolibrary/...) or in the library of every audience (/audiolibrary/...).
 */
export interface AudioPlace {
  audience: string | null;
  programme: string | null;
  library: string | null;
  /** The library's index page. */
  indexHref: string;
  pageHref: (ids: string) => string;
  collectionHref: (ids: string) => string;
}

function audioPlace(params: { audience?: string; programme?: string; library?: string }): AudioPlace {
  const { audience, programme, library } = params;
  if (audience && programme && library) {
    const indexHref = `/${audience}/${programme}/audio/${library}`;
    return {
      audience,
      programme,
      library,
      indexHref,
      pageHref: (ids) => `${indexHref}/${ids}`,
      collectionHref: (ids) => `${indexHref}/collection/${ids}`,
    };
  }
  const indexHref = audience ? `/${audience}/audiolibrary` : '/audiolibrary';
  return {
    audience: audience ?? null,
    programme: null,
    library: null,
    indexHref,
    pageHref: (ids) => `${indexHref}/page/${ids}`,
    collectionHref: (ids) => `${indexHref}/collection/${ids}`,
  };
}

export function useAudioPlace(): AudioPlace {
  const { audience, programme, library } = useParams();
  return audioPlace({ audience, programme, library });
}

/** Home, audience, programme and (below the index) 'Audio Library'. */
export function audioCrumbs(
  place: AudioPlace,
  titles: { audience?: string | null; programme?: string | null; library?: string | null },
  onIndex: boolean,
): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }];
  if (place.audience)
    crumbs.push({ label: titles.audience ?? titleFromSlug(place.audience), href: `/${place.audience}` });
  if (place.audience && place.programme) {
    crumbs.push({
      label: titles.programme ?? titleFromSlug(place.programme),
      href: `/${place.audience}/${place.programme}`,
    });
  }
  if (!onIndex) crumbs.push({ label: titles.library ?? 'Audio Library', href: place.indexHref });
  return crumbs;
}

const firstWith = <T, K extends keyof T>(entries: readonly T[], key: K): T[K] | null =>
  entries.find((entry) => entry[key])?.[key] ?? null;

interface CollectionView {
  title: string;
  blurb: string | null;
  score: { documentId: string; caption: string | null } | null;
  pages: { documentId: string; title: string; introduction: string | null; recordingCount: number }[];
  next: AudioCollectionCard | null;
}

/**
 * A collection (its ids comma-separated) from the containers of one library or of several (`mergeByTitle`), with the
 * collection after it for 'Next:'. Null when none of the ids is found.
 */
export function toCollectionView(
  libraries: readonly Maybe<{ audio_page_container: readonly Maybe<AudioCollectionFieldsFragment>[] }>[],
  ids: readonly string[],
  mergeByTitle: boolean,
): CollectionView | null {
  const containers = libraries.flatMap((library) =>
    (library?.audio_page_container ?? []).flatMap((container) => (container ? [container] : [])),
  );
  const chosen = ids.flatMap((id) => containers.find((container) => container.documentId === id) ?? []);
  if (chosen.length === 0) return null;
  const seen = new Set<string>();
  const pages = chosen.flatMap((container) =>
    container.audio_page.flatMap((page) => {
      if (!page || seen.has(page.documentId)) return [];
      seen.add(page.documentId);
      return [
        {
          documentId: page.documentId,
          title: page.title,
          introduction: page.introduction ?? null,
          recordingCount: (page.audio_excerpts ?? []).filter(Boolean).length,
        },
      ];
    }),
  );
  const score = firstWith(chosen, 'Score');
  const cards = audioLibraryCards(
    libraries.map((library) => ({ audio_page_container: library?.audio_page_container ?? [] })),
    { mergeByTitle },
  ).collections;
  return {
    title: chosen[0].title,
    blurb: firstWith(chosen, 'blurb') ?? null,
    score: score ? { documentId: score.documentId, caption: score.caption ?? null } : null,
    pages,
    next: nextCollection(cards, ids),
  };
}

interface AudioPageView {
  title: string;
  introductions: string[];
  score: { documentId: string; caption: string | null } | null;
  excerpts: {
    id: string;
    title: string;
    summary: string | null;
    file: { documentId: string; url: string; name: string; caption?: string | null } | null;
  }[];
}

/** One audio page, or several same-title pages shown as one (in the order of their ids). */
export function toAudioPageView(pages: readonly Maybe<AudioPageFieldsFragment>[], ids: readonly string[]) {
  const found = pages
    .flatMap((page) => (page ? [page] : []))
    .sort((a, b) => ids.indexOf(a.documentId) - ids.indexOf(b.documentId));
  if (found.length === 0) return null;
  const score = firstWith(found, 'Score');
  const view: AudioPageView = {
    title: found[0].title,
    introductions: found.flatMap((page) => (page.introduction ? [page.introduction] : [])),
    score: score ? { documentId: score.documentId, caption: score.caption ?? null } : null,
    excerpts: found.flatMap((page) =>
      (page.audio_excerpts ?? []).flatMap((excerpt) =>
        excerpt
          ? [
              {
                id: `${page.documentId}-${excerpt.id}`,
                title: excerpt.title || excerpt.audio_file?.caption || excerpt.audio_file?.name || page.title,
                summary: excerpt.summary ?? null,
                file: excerpt.audio_file?.url ? excerpt.audio_file : null,
              },
            ]
          : [],
      ),
    ),
  };
  return view;
}
