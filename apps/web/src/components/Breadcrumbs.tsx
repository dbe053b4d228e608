import { Link, useLocation, useParams } from 'react-router';
import { titleFromSlug } from '../lib/slugs';

/** The route parameters that make a breadcrumb, in the order they appear in paths (SPEC-GUIDE §2 Breadcrumbs). */
const breadcrumbParams = [
  'audience',
  'programme',
  'projectpageslug',
  'liveprogramme',
  'unit',
  'lesson',
  'landingPageSlug',
] as const;

type BreadcrumbParam = (typeof breadcrumbParams)[number];
export type BreadcrumbLabels = Partial<Record<BreadcrumbParam, string>>;

export interface Crumb {
  label: string;
  href: string;
}

/** Audiences with routes of their own (/secondary, /live): the first segment is the audience without a parameter. */
const audiencesWithOwnRoutes = ['secondary', 'live'];

/**
 * Home, then one crumb per breadcrumb parameter found in the path, linking to the path up to it.
 * Segments equal to '-' are skipped and the current page is left out.
 */
export function breadcrumbTrail(
  pathname: string,
  params: Partial<Record<string, string>>,
  labels: BreadcrumbLabels = {},
): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const values: Partial<Record<BreadcrumbParam, string>> = {};
  for (const key of breadcrumbParams) {
    if (params[key] !== undefined) values[key] = params[key];
  }
  if (!values.audience && segments[0] && audiencesWithOwnRoutes.includes(segments[0])) {
    values.audience = segments[0];
  }

  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }];
  segments.forEach((segment, index) => {
    const value = safeDecode(segment);
    const key = breadcrumbParams.find((name) => values[name] === value);
    if (!key) return;
    delete values[key];
    if (value === '-') return;
    crumbs.push({ label: labels[key] ?? titleFromSlug(value), href: `/${segments.slice(0, index + 1).join('/')}` });
  });

  const current = `/${segments.join('/')}`;
  return crumbs.filter((crumb) => crumb.href !== current);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Breadcrumbs from the current route's parameters; `labels` replace slugs with real titles once they are known.
 * A screen whose trail has more than route parameters (the activity page's library and section) passes `crumbs`.
 */
export function Breadcrumbs({ labels, crumbs: given }: { labels?: BreadcrumbLabels; crumbs?: Crumb[] }) {
  const { pathname } = useLocation();
  const params = useParams();
  const crumbs = given ?? breadcrumbTrail(pathname, params, labels);
  if (crumbs.length === 0) return null;
  // Bootstrap's breadcrumb markup as react-bootstrap's Breadcrumb writes it, without its chunks on every page.
  return (
    <nav aria-label="breadcrumb" className="mb-3">
      <ol className="breadcrumb">
        {crumbs.map((crumb) => (
          <li key={crumb.href} className="breadcrumb-item">
            <Link to={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
