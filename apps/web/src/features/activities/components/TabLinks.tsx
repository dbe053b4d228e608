import Nav from 'react-bootstrap/Nav';
import { Link } from 'react-router';

/** Option or delivery tabs: links, so each tab has its own address (SPEC-GUIDE §2 .../{optionId}/{deliveryId}). */
export function TabLinks({
  label,
  variant,
  className,
  tabs,
  current,
}: {
  label: string;
  variant: 'tabs' | 'pills';
  className: string;
  tabs: readonly { id: string; href: string; title: string }[];
  current: { id: string } | null | undefined;
}) {
  if (tabs.length === 0) return null;
  return (
    <Nav variant={variant} as="nav" aria-label={label} className={className}>
      {tabs.map((view) => (
        <Nav.Item key={view.id}>
          <Nav.Link
            as={Link}
            to={view.href}
            active={view.id === current?.id}
            aria-current={view.id === current?.id ? 'page' : undefined}
          >
            {view.title}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
