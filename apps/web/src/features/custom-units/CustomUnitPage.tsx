import { useQuery } from '@apollo/client/react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { LinkCard } from '../../components/LinkCard';
import { usePageTitle } from '../../components/PageTitle';
import { RichText } from '../../components/RichText';
import { customSchemeQuery } from './api/customUnits';
import { ConfirmDeleteDialog } from './components/ConfirmDeleteDialog';
import { customUnitCrumbs, customUnitPath, customUnitsPath } from './customUnitPaths';
import { useUnitDeletion } from './useUnitDeletion';
import { PageStatus } from '../../components/PageStatus';

/**
 * SPEC-GUIDE §2 Custom unit detail: title, the plan's introduction, 'Delete this unit' (after a confirmation) and a
 * card per lesson ('See lesson overview'). The lessons are the CMS's (its lesson rule); another teacher's unit reads as
 * missing.
 */
export function CustomUnitPage() {
  const { audience = '', programme = '', unit = '' } = useParams();
  const route = { audience, programme };
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(customSchemeQuery, {
    variables: { id: unit, audienceSlug: audience, programmeSlug: programme },
    fetchPolicy: 'network-only',
  });
  const deletion = useUnitDeletion(() => navigate(customUnitsPath(route)));
  const customScheme = data?.customScheme;
  usePageTitle(customScheme?.title);

  if (loading || error || !data || !customScheme) return <PageStatus loading={loading} error={error} />;
  const plan = data.customSchemePlans.find(Boolean);
  const programmeData = data.programmes.find(Boolean);
  const lessons = customScheme.lessons.map((entry) => entry.lesson);

  return (
    <Container className="py-4">
      <Breadcrumbs crumbs={customUnitCrumbs(route, programmeData, true)} />
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-3 mb-3">
        <div>
          <p className="text-uppercase small mb-1">Your unit of work</p>
          <h1>{customScheme.title}</h1>
          <p className="text-body-secondary mb-0">
            {customScheme.learning_strands.flatMap((strand) => (strand ? [strand.title] : [])).join(', ')}
          </p>
        </div>
        <Button
          variant="outline-danger"
          onClick={() => deletion.ask({ id: customScheme.documentId, title: customScheme.title })}
        >
          Delete this unit
        </Button>
      </div>
      <RichText markdown={plan?.introduction} className="mb-4" />

      <section aria-labelledby="custom-unit-lessons">
        <h2 id="custom-unit-lessons">Lessons</h2>
        {lessons.length === 0 ? (
          <p>No lessons of this programme match the strands you chose.</p>
        ) : (
          <Row xs={1} md={2} xl={3} className="g-4">
            {lessons.map((lesson, index) => (
              <Col key={lesson.documentId}>
                <LinkCard
                  title={lesson.title}
                  kicker={`Lesson ${index + 1}`}
                  action={{
                    to: `${customUnitPath(route, customScheme.documentId)}/lesson/${lesson.documentId}`,
                    label: 'See lesson overview',
                  }}
                >
                  <RichText markdown={lesson.introduction} className="mb-3" />
                </LinkCard>
              </Col>
            ))}
          </Row>
        )}
      </section>

      <ConfirmDeleteDialog {...deletion.dialog} />
    </Container>
  );
}
