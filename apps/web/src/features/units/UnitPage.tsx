import { useQuery } from '@apollo/client/react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { DocumentList } from '../../components/DocumentList';
import { DownloadAllResources } from '../../components/DownloadAllResources';
import { LinkCard } from '../../components/LinkCard';
import { usePageTitle } from '../../components/PageTitle';
import { RichText } from '../../components/RichText';
import { YearGroupBadges } from '../../components/YearGroupBadges';
import { schemesQuery } from './api/scheme';
import { toUnitView } from './unitView';
import { PageStatus } from '../../components/PageStatus';

/** SPEC-GUIDE §2 Unit page: title, introduction, documents, lessons ('See lesson overview'), performance items. */
export function UnitPage() {
  const { audience = '', programme = '', unit = '' } = useParams();
  const { data, loading, error } = useQuery(schemesQuery, { variables: { id: unit, programmeSlug: programme } });
  const view = data ? toUnitView(data, { audience, programme }) : null;
  usePageTitle(view?.title);

  if (loading || error || !view) return <PageStatus loading={loading} error={error} />;

  return (
    <Container className="py-4">
      <Breadcrumbs labels={view.breadcrumbLabels} />
      <p className="text-uppercase small mb-1">Unit of work</p>
      <h1>{view.title}</h1>
      <YearGroupBadges yearGroups={view.yearGroups} />
      <RichText markdown={view.introduction} className="mb-4" />
      <DocumentList documents={view.documents} />
      <DownloadAllResources kind="unit" documentId={unit} />

      <section aria-labelledby="unit-lessons" className="mb-5">
        <h2 id="unit-lessons">Lessons</h2>
        <Row xs={1} md={2} xl={3} className="g-4">
          {view.lessons.map((lesson, index) => (
            <Col key={lesson.id}>
              <LinkCard
                title={lesson.title}
                kicker={`Lesson ${index + 1}`}
                action={{ to: lesson.href, label: 'See lesson overview' }}
              >
                <YearGroupBadges yearGroups={lesson.yearGroups} />
                <RichText markdown={lesson.introduction} className="mb-3" />
              </LinkCard>
            </Col>
          ))}
        </Row>
      </section>

      {view.performanceItems.length > 0 && (
        <section aria-labelledby="unit-performance">
          <h2 id="unit-performance">Performance</h2>
          <ul className="list-unstyled">
            {view.performanceItems.map((item) => (
              <li key={item.id} className="mb-3">
                <h3 className="h6 mb-1">{item.href ? <Link to={item.href}>{item.title}</Link> : item.title}</h3>
                {item.blurb && <p className="mb-0">{item.blurb}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </Container>
  );
}
