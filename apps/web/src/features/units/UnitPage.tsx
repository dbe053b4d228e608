import { useQuery } from '@apollo/client/react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { DocumentList } from '../../components/DocumentList';
import { DownloadAllResources } from '../../components/DownloadAllResources';
import { ErrorPanel } from '../../components/ErrorPanel';
import { NotFoundPage } from '../../components/NotFoundPage';
import { usePageTitle } from '../../components/PageTitle';
import { RichText } from '../../components/RichText';
import { Spinner } from '../../components/Spinner';
import { schemesQuery } from './api/scheme';
import { toUnitView } from './unitView';

/** SPEC §2 Unit page: title, introduction, documents, lessons ('See lesson overview'), performance items. */
export function UnitPage() {
  const { audience = '', programme = '', unit = '' } = useParams();
  const { data, loading, error } = useQuery(schemesQuery, { variables: { id: unit, programmeSlug: programme } });
  const view = data ? toUnitView(data, { audience, programme }) : null;
  usePageTitle(view?.title);

  if (loading) return <Spinner />;
  if (error) return <ErrorPanel error={error} />;
  if (!view) return <NotFoundPage />;

  return (
    <Container className="py-4">
      <Breadcrumbs labels={view.breadcrumbLabels} />
      <p className="text-uppercase small mb-1">Unit of work</p>
      <h1>{view.title}</h1>
      <RichText markdown={view.introduction} className="mb-4" />
      <DocumentList documents={view.documents} />
      <DownloadAllResources kind="unit" documentId={unit} />

      <section aria-labelledby="unit-lessons" className="mb-5">
        <h2 id="unit-lessons">Lessons</h2>
        <Row xs={1} md={2} xl={3} className="g-4">
          {view.lessons.map((lesson, index) => (
            <Col key={lesson.id}>
              <Card className="h-100">
                <Card.Body className="d-flex flex-column">
                  <p className="small text-body-secondary mb-1">Lesson {index + 1}</p>
                  <Card.Title as="h3" className="h5">
                    {lesson.title}
                  </Card.Title>
                  <RichText markdown={lesson.introduction} className="mb-3" />
                  <Link to={lesson.href} className="btn btn-primary mt-auto align-self-start">
                    See lesson overview<span className="visually-hidden"> {lesson.title}</span>
                  </Link>
                </Card.Body>
              </Card>
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
