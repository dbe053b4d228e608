import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link from CMS content: paths inside the app use the router, anything else is an ordinary link. */
export function ContentLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
