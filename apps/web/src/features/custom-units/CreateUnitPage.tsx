import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { errorBody } from '../../components/ErrorPanel';
import { isUnavailable } from '../../lib/connection';
import { usePageTitle } from '../../components/PageTitle';
import { RichText } from '../../components/RichText';
import { createCustomSchemeMutation, customSchemeBuildersQuery } from './api/customUnits';
import { NameUnitDialog } from './components/NameUnitDialog';
import { customUnitCrumbs, customUnitsPath } from './customUnitPaths';
import { canCreate, canSelect, requiredStrands, toggleStrand } from './strandSelection';
import { PageStatus } from '../../components/PageStatus';

/**
 * SPEC-GUIDE §2 Create unit: the programme's builder (title, introduction, strands with descriptions, sorted by id).
 * SPEC-GUIDE §4: strands are selectable up to the required count; at the count 'Create unit' opens the name dialog;
 * saving creates
 * the unit and goes to the custom-unit list.
 */
export function CreateUnitPage() {
  const { audience = '', programme = '' } = useParams();
  const route = { audience, programme };
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(customSchemeBuildersQuery, {
    variables: { audienceSlug: audience, programmeSlug: programme },
  });
  const [createUnit, creation] = useMutation(createCustomSchemeMutation);
  const [selected, setSelected] = useState<string[]>([]);
  const [naming, setNaming] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);
  const builder = data?.customSchemeBuilders.find(Boolean);
  usePageTitle(builder ? `${builder.title}: Create a unit of work` : 'Create a unit of work');

  if (loading || error || !builder) return <PageStatus loading={loading} error={error} />;

  const required = requiredStrands(builder.number_required_strands);
  const strands = builder.learning_strands.flatMap((strand) => (strand ? [strand] : []));
  const ready = canCreate(selected, required);

  const save = async (title: string) => {
    setSaveError(null);
    try {
      await createUnit({
        variables: {
          data: {
            title,
            learning_strands: selected,
            audience: builder.audience?.documentId,
            programme: builder.programme?.documentId,
          },
        },
      });
      navigate(customUnitsPath(route));
    } catch (problem) {
      setSaveError(problem);
    }
  };

  return (
    <Container className="py-4">
      <Breadcrumbs crumbs={customUnitCrumbs(route, { ...builder.programme, audience: builder.audience }, true)} />
      <h1>{builder.title}</h1>
      <RichText markdown={builder.introduction} className="mb-4" />

      <Form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) setNaming(true);
        }}
      >
        <fieldset>
          <legend className="h4">Choose {required} learning strands</legend>
          <p aria-live="polite" className="text-body-secondary">
            {selected.length} of {required} strands chosen
            {selected.length === required ? '. Create your unit when you are ready.' : '.'}
          </p>
          <Row xs={1} md={2} xl={3} className="g-3 mb-4">
            {strands.map((strand) => {
              const checked = selected.includes(strand.documentId);
              return (
                <Col key={strand.documentId}>
                  <Card className={`h-100${checked ? ' border-primary' : ''}`}>
                    <Card.Body>
                      <Form.Check
                        id={`strand-${strand.documentId}`}
                        type="checkbox"
                        label={<span className="fw-semibold">{strand.title}</span>}
                        checked={checked}
                        disabled={!canSelect(selected, strand.documentId, required)}
                        aria-describedby={`strand-${strand.documentId}-description`}
                        onChange={() => setSelected((current) => toggleStrand(current, strand.documentId, required))}
                      />
                      <div id={`strand-${strand.documentId}-description`} className="mt-2">
                        <RichText markdown={strand.description} />
                      </div>
                    </Card.Body>
                  </Card>
                </Col>
              );
            })}
          </Row>
        </fieldset>
        <Button type="submit" variant="primary" size="lg" disabled={!ready}>
          Create unit
        </Button>
      </Form>

      {naming && (
        <NameUnitDialog
          show
          saving={creation.loading}
          error={saveError ? errorBody(saveError) : null}
          unavailable={Boolean(saveError) && isUnavailable(saveError)}
          onSave={save}
          onCancel={() => {
            setNaming(false);
            setSaveError(null);
          }}
        />
      )}
    </Container>
  );
}
