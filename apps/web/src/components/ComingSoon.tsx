import Container from 'react-bootstrap/Container';
import { Breadcrumbs } from './Breadcrumbs';
import { usePageTitle } from './PageTitle';

/** The body of a registered route whose screen a later issue builds. */
export function ComingSoon({ title, breadcrumbs = true }: { title: string; breadcrumbs?: boolean }) {
  usePageTitle(title);
  return (
    <Container className="py-4">
      {breadcrumbs && <Breadcrumbs />}
      <h1>{title}</h1>
      <p>This screen is coming soon.</p>
    </Container>
  );
}
