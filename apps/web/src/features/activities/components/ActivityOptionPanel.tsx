import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { DocumentList } from '../../../components/DocumentList';
import { MediaByMime } from '../../../components/MediaByMime';
import { RichText } from '../../../components/RichText';
import type { ActivityOptionFieldsFragment } from '../../../gql/graphql';
import { optionDocuments, objectivesFor, type DeliveryView } from '../activityView';
import { TabLinks } from './TabLinks';

/**
 * SPEC-GUIDE §2 Activity page, the open option: its introduction, the delivery tabs with the open delivery's details
 * and media, and beside them the learning objectives, music, equipment and documents.
 */
export function ActivityOptionPanel({
  option,
  objectives,
  deliveries,
  delivery,
}: {
  option: ActivityOptionFieldsFragment;
  objectives: ReturnType<typeof objectivesFor>;
  deliveries: DeliveryView[];
  delivery: DeliveryView | null;
}) {
  return (
    <Row className="g-4">
      <Col lg={8}>
        <section aria-labelledby="activity-option">
          <h2 id="activity-option" className="h3">
            {option.title}
          </h2>
          {option.time && <p className="text-body-secondary">{option.time}</p>}
          <RichText markdown={option.introduction} />
          <RichText markdown={option.introduction_pt2} />
          <TabLinks label="Delivery options" variant="pills" className="my-3" tabs={deliveries} current={delivery} />
          {delivery && <DeliveryDetails delivery={delivery} />}
        </section>
      </Col>
      <Col lg={4}>
        <aside aria-label="About this activity">
          {objectives.length > 0 && (
            <AsideSection id="activity-objectives" title="Learning objectives">
              <ul>
                {objectives.map((objective) => (
                  <li key={objective.id}>
                    {objective.title && <strong>{objective.title}</strong>}
                    <RichText markdown={objective.description} />
                  </li>
                ))}
              </ul>
            </AsideSection>
          )}
          {option.music && (
            <AsideSection id="activity-music" title="Music">
              <RichText markdown={option.music} />
            </AsideSection>
          )}
          {option.equipment && (
            <AsideSection id="activity-equipment" title="Equipment">
              <RichText markdown={option.equipment} />
            </AsideSection>
          )}
          <DocumentList documents={optionDocuments(option)} heading="Documents" />
        </aside>
      </Col>
    </Row>
  );
}

/** The open delivery's details, each with its media. */
function DeliveryDetails({ delivery }: { delivery: DeliveryView }) {
  return (
    <div aria-label={delivery.title} role="region">
      {(delivery.details ?? []).flatMap((detail) =>
        detail ? (
          <article key={detail.id} className="activity-detail mb-4">
            {detail.title && <h3 className="h5">{detail.title}</h3>}
            <RichText markdown={detail.description} />
            <ul className="list-unstyled d-grid gap-3">
              {detail.media.flatMap((media) =>
                media ? (
                  <li key={media.documentId}>
                    <MediaByMime media={media} />
                  </li>
                ) : (
                  []
                ),
              )}
            </ul>
          </article>
        ) : (
          []
        ),
      )}
    </div>
  );
}

function AsideSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="mb-4" aria-labelledby={id}>
      <h2 id={id} className="h5">
        {title}
      </h2>
      {children}
    </section>
  );
}
