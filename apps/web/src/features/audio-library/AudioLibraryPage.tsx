import { useApolloClient, useQuery } from '@apollo/client/react';
import { usePageTitle } from '../../components/PageTitle';
import { PageStatus } from '../../components/PageStatus';
import { audioLibraryCards, type AudioPageCard } from '../../lib/libraries';
import {
  audioLibrariesQuery,
  audioLibraryQuery,
  moreAudioLibraryCollectionsQuery,
  moreAudioLibraryPagesQuery,
} from './api/audioLibrary';
import { useAudioPlace, type AudioPlace } from './audioView';
import { LibraryIndex, type CollectionCard } from './components/LibraryIndex';
import { useMoreCards } from './useMoreCards';

/** A programme's library: its own pages and collections, unmerged. */
function ProgrammeAudioLibrary({ place }: { place: AudioPlace }) {
  const { data, loading, error } = useQuery(audioLibraryQuery, {
    variables: { id: place.library ?? '', programmeSlug: place.programme ?? '' },
  });
  const library = data?.audioLibrary;
  usePageTitle(library?.title ?? 'Audio Library');
  if (loading || error || !library) return <PageStatus loading={loading} error={error} />;
  const programme = data?.programmes.find(Boolean);
  return (
    <LibraryIndex
      place={place}
      title={library.title}
      introduction={library.introduction}
      {...audioLibraryCards([library], { mergeByTitle: false })}
      crumbTitles={{ audience: programme?.audience?.title, programme: programme?.title }}
    />
  );
}

/** The audience-level library: the server merges by title and hands out a page of each list at a time. */
function AudienceAudioLibrary({ place }: { place: AudioPlace }) {
  const client = useApolloClient();
  const audienceSlug = place.audience;
  const { data, loading, error } = useQuery(audioLibrariesQuery, {
    variables: { audienceSlug, everyAudience: !audienceSlug },
  });
  const index = data?.audioLibraryIndex;
  // Later pages stay in this screen's state: written to the cache, an `audioLibraryIndex` without an id would replace
  // the first page's and send the screen back to loading.
  const pages = useMoreCards<AudioPageCard>(index?.pages, async (start) => {
    const more = await client.query({
      query: moreAudioLibraryPagesQuery,
      variables: { audienceSlug, start },
      fetchPolicy: 'no-cache',
    });
    return more.data?.audioLibraryIndex.pages ?? { cards: [], total: start };
  });
  const collections = useMoreCards<CollectionCard>(index?.collections, async (start) => {
    const more = await client.query({
      query: moreAudioLibraryCollectionsQuery,
      variables: { audienceSlug, start },
      fetchPolicy: 'no-cache',
    });
    return more.data?.audioLibraryIndex.collections ?? { cards: [], total: start };
  });
  const audience = data?.audiences?.find(Boolean);
  usePageTitle(audience ? `${audience.title} Audio Library` : 'Audio Library');
  if (loading || error || (place.audience && !audience)) return <PageStatus loading={loading} error={error} />;
  return (
    <LibraryIndex
      place={place}
      title="Audio Library"
      introduction={audience?.audio_library_intro}
      pages={pages}
      collections={collections}
      crumbTitles={{ audience: audience?.title }}
    />
  );
}

/**
 * SPEC-GUIDE §2 Audio library: pages ('N recordings') and collections ('N songs'); the audience level merges by title.
 */
export function AudioLibraryPage() {
  const place = useAudioPlace();
  return place.library ? (
    <ProgrammeAudioLibrary place={place} />
  ) : (
    <AudienceAudioLibrary key={place.indexHref} place={place} />
  );
}
