import { useQuery } from '@apollo/client/react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link, useParams } from 'react-router';
import { LinkCard } from '../../components/LinkCard';
import { PageStatus } from '../../components/PageStatus';
import { usePageTitle } from '../../components/PageTitle';
import { recordingsLabel, splitIds } from '../../lib/libraries';
import { audioPageContainerQuery, audioPageContainersQuery } from './api/audioLibrary';
import { audioCrumbs, toCollectionView, useAudioPlace, type AudioPlace } from './audioView';
import { AudioEntryFrame } from './components/AudioEntryFrame';
import { placeAnswer } from './placeAnswer';

/** A collection, from its programme's library or merged by title across the audience's libraries. */
function useCollection(place: AudioPlace, ids: string[]) {
  const inProgramme = Boolean(place.library);
  const programmeResult = useQuery(audioPageContainerQuery, {
    variables: { libraryId: place.library ?? '', programmeSlug: place.programme ?? '' },
    skip: !inProgramme,
  });
  const audienceResult = useQuery(audioPageContainersQuery, {
    variables: { audienceSlug: place.audience ?? '', everyAudience: !place.audience },
    skip: inProgramme,
  });
  const libraries = inProgramme
    ? [programmeResult.data?.audioLibrary]
    : (audienceResult.data?.audienceLibraries ?? audienceResult.data?.everyLibrary ?? []);
  return placeAnswer(
    inProgramme,
    programmeResult,
    audienceResult,
    () => toCollectionView(libraries, ids, !inProgramme),
    audienceResult.data?.audiences?.find(Boolean)?.title,
  );
}

/** SPEC-GUIDE §2 Audio collection: page cards ('{n} recordings', 'Explore'), 'Next: {title}', the score download. */
export function AudioCollectionPage() {
  const place = useAudioPlace();
  const ids = splitIds(useParams().container);
  const { loading, error, view, crumbTitles } = useCollection(place, ids);
  usePageTitle(view?.title);

  if (loading || error || !view) return <PageStatus loading={loading} error={error} />;

  return (
    <AudioEntryFrame crumbs={audioCrumbs(place, crumbTitles, false)} kind="Collection" view={view}>
      {view.blurb && <p className="lead">{view.blurb}</p>}
      <Row xs={1} md={2} className="g-4">
        {view.pages.map((page) => (
          <Col key={page.documentId}>
            <LinkCard
              title={page.title}
              headingLevel="h2"
              action={{ to: place.pageHref(page.documentId), label: 'Explore' }}
            >
              <p className="text-body-secondary">{recordingsLabel(page.recordingCount)}</p>
            </LinkCard>
          </Col>
        ))}
      </Row>
      {view.next && (
        <p className="mt-4">
          <Link to={place.collectionHref(view.next.ids)} className="btn btn-outline-primary">
            Next: {view.next.title}
          </Link>
        </p>
      )}
    </AudioEntryFrame>
  );
}
