import { useQuery } from '@apollo/client/react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { ErrorPanel } from '../../components/ErrorPanel';
import { usePageTitle } from '../../components/PageTitle';
import { PageSkeleton } from '../../components/Skeleton';
import { customSchemesQuery } from './api/customUnits';
import { ConfirmDeleteDialog } from './components/ConfirmDeleteDialog';
import { createUnitPath, customUnitCrumbs, customUnitPath } from './customUnitPaths';
import { useUnitDeletion } from './useUnitDeletion';

/**
 * SPEC-GUIDE §2 Custom units list: the teacher's units of this programme with 'View' and 'Delete' (after a
 * confirmation).
 */
export function CustomUnitsPage() {
  const { audience = '', programme = '' } = useParams();
  const route = { audience, programme };
  usePageTitle('Your Custom Units');
  // Units change on other screens (create, delete), so the list always asks the CMS.
  const { data, loading, error, refetch } = useQuery(customSchemesQuery, {
    variables: { audienceSlug: audience, programmeSlug: programme },
    fetchPolicy: 'network-only',
  });
  const deletion = useUnitDeletion(refetch);

  if (loading && !data) return <PageSkeleton />;
  if (error) return <ErrorPanel error={error} />;
  const programmeData = data?.programmes.find(Boolean);
  const units = (data?.customSchemes ?? []).flatMap((unit) => (unit ? [unit] : []));

  return (
    <Container className="py-4">
      <Breadcrumbs crumbs={customUnitCrumbs(route, programmeData, false)} />
      <h1>Your Custom Units</h1>
      {units.length === 0 ? (
        <p>You have not built a unit of work for {programmeData?.title ?? 'this programme'} yet.</p>
      ) : (
        <Row as="ul" xs={1} md={2} xl={3} className="g-4 list-unstyled mb-4">
          {units.map((unit) => (
            <Col as="li" key={unit.documentId}>
              <Card className="h-100">
                <Card.Body className="d-flex flex-column">
                  <Card.Title as="h2" className="h5">
                    {unit.title}
                  </Card.Title>
                  <p className="small text-body-secondary">
                    {unit.learning_strands.flatMap((strand) => (strand ? [strand.title] : [])).join(', ')}
                  </p>
                  <div className="d-flex gap-2 mt-auto">
                    <Link to={customUnitPath(route, unit.documentId)} className="btn btn-primary">
                      View<span className="visually-hidden"> {unit.title}</span>
                    </Link>
                    <Button
                      variant="outline-danger"
                      onClick={() => deletion.ask({ id: unit.documentId, title: unit.title })}
                    >
                      Delete<span className="visually-hidden"> {unit.title}</span>
                    </Button>
                  </div>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <p className="mt-4">
        <Link to={createUnitPath(route)} className="btn btn-outline-primary">
          Create a new Unit of Work
        </Link>
      </p>

      <ConfirmDeleteDialog {...deletion.dialog} />
    </Container>
  );
}
