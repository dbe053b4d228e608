import { useEffect } from 'react';
import { siteConfig } from '../lib/siteConfig';

/** '{page} | {site name}'; the site name alone when there is no page title (the home page). */
export function pageTitle(page?: string | null): string {
  return page ? `${page} | ${siteConfig.productName}` : siteConfig.productName;
}

export function usePageTitle(page?: string | null): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}

export function PageTitle({ title }: { title?: string | null }) {
  usePageTitle(title);
  return null;
}
