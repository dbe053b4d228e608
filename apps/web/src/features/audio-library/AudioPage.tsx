import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { AddToPlaylistButton } from '../playlists';
import { AudioPlayer } from '../../components/AudioPlayer';
import { PageStatus } from '../../components/PageStatus';
import { usePageTitle } from '../../components/PageTitle';
import { RichText } from '../../components/RichText';
import { splitIds } from '../../lib/libraries';
import { audioPageQuery, audioPagesCombinedQuery } from './api/audioLibrary';
import { audioCrumbs, toAudioPageView, useAudioPlace, type AudioPlace } from './audioView';
import { AudioEntryFrame } from './components/AudioEntryFrame';
import { placeAnswer } from './placeAnswer';

/** An audio page, from its programme's library or the same-title pages of the audience's libraries together. */
function useAudioPage(place: AudioPlace, ids: string[]) {
  const inProgramme = Boolean(place.library);
  const programmeResult = useQuery(audioPageQuery, {
    variables: { id: ids[0] ?? '', libraryId: place.library ?? '', programmeSlug: place.programme ?? '' },
    skip: !inProgramme || ids.length === 0,
  });
  const combinedResult = useQuery(audioPagesCombinedQuery, { variables: { ids }, skip: inProgramme || !ids.length });
  const pages = inProgramme ? [programmeResult.data?.audioPage] : (combinedResult.data?.audioPages ?? []);
  return placeAnswer(inProgramme, programmeResult, combinedResult, () => toAudioPageView(pages, ids));
}

/** SPEC-GUIDE §2 Audio page: excerpts with a player, summary and 'Add to a playlist'; the score PDF. */
export function AudioPage() {
  const place = useAudioPlace();
  const ids = splitIds(useParams().page);
  const { loading, error, view, crumbTitles } = useAudioPage(place, ids);
  usePageTitle(view?.title);

  if (loading || error || !view) return <PageStatus loading={loading} error={error} />;
  const contextPath = place.pageHref(ids.join(','));

  return (
    <AudioEntryFrame crumbs={audioCrumbs(place, crumbTitles, false)} view={view}>
      {view.introductions.map((introduction, index) => (
        <RichText key={index} markdown={introduction} className="mb-3" />
      ))}
      {view.excerpts.map((excerpt) => (
        <section key={excerpt.id} className="audio-excerpt border-top pt-3 mt-3" aria-label={excerpt.title}>
          <h2 className="h5">{excerpt.title}</h2>
          {excerpt.file ? (
            <AudioPlayer src={excerpt.file.url} title={excerpt.title} className="mb-2" />
          ) : (
            <p className="text-body-secondary">This recording is not available.</p>
          )}
          <RichText markdown={excerpt.summary} />
          {excerpt.file && (
            <AddToPlaylistButton
              item={{ kind: 'audio', title: excerpt.title, itemId: excerpt.file.documentId, contextPath }}
            />
          )}
        </section>
      ))}
    </AudioEntryFrame>
  );
}
