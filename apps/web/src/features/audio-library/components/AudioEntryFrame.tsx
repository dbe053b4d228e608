import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Breadcrumbs, type Crumb } from '../../../components/Breadcrumbs';
import { documentHref } from '../../../lib/documents';

/** SPEC-GUIDE §2: a score link reads its caption, else 'Download score (PDF)'. */
function ScoreLink({ score }: { score: { documentId: string; caption: string | null } }) {
  return (
    <a href={documentHref(score)} download className="btn btn-outline-primary">
      <span aria-hidden="true">⬇ </span>
      {score.caption || 'Download score (PDF)'}
    </a>
  );
}

/**
 * A collection or audio page: crumbs, what it is and its title, its content, and the score beside it when it has one.
 */
export function AudioEntryFrame({
  crumbs,
  kind,
  view,
  children,
}: {
  crumbs: Crumb[];
  kind?: string;
  view: { title: string; score: { documentId: string; caption: string | null } | null };
  children: ReactNode;
}) {
  return (
    <Container className="py-4">
      <Breadcrumbs crumbs={crumbs} />
      {kind && <p className="text-uppercase small mb-1">{kind}</p>}
      <h1>{view.title}</h1>
      <Row className="g-4">
        <Col lg={8}>{children}</Col>
        {view.score && (
          <Col lg={4}>
            <aside aria-label="Score">
              <ScoreLink score={view.score} />
            </aside>
          </Col>
        )}
      </Row>
    </Container>
  );
}
