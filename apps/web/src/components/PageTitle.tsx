import { createContext, useContext, useEffect } from 'react';
import { siteConfig } from '../lib/siteConfig';

/** '{page} | {site name}'; the site name alone when there is no page title (the home page). */
function pageTitle(page?: string | null): string {
  return page ? `${page} | ${siteConfig.productName}` : siteConfig.productName;
}

/** What a page tells crawlers and link previews beside its title (issue 30). */
interface PageSummary {
  /** Plain text; cut to a preview's length when the head is written. */
  description?: string | null;
  /** The page's main picture, as its address. */
  image?: string | null;
  /** The schema.org type the page is described as in structured data (a programme is a Course). */
  schemaType?: 'Course' | 'LearningResource';
  /**
   * The page a teacher most likely opens next (an overview's lesson mode): a subscriber's page rendered on the server
   * has the browser fetch it ahead (issue 44), so the tap on its link is answered from the browser's cache.
   */
  likelyNext?: string | null;
}

/** The head of a page rendered on the server (entry-server.tsx): the last screen to render it names the page. */
export interface PageHead extends PageSummary {
  title: string;
  /** The page's own name, without the site's. */
  name?: string | null;
  notFound?: boolean;
}

/** Only a server render provides one: there is no document to set the title on, so the screens tell it here. */
export const PageHeadContext = createContext<((part: Partial<PageHead>) => void) | null>(null);

export function usePageTitle(page?: string | null, summary?: PageSummary): void {
  const tellHead = useContext(PageHeadContext);
  // Every part named, so a screen rendered inside another (a not-found page) replaces all of the outer one's.
  const { description, image, schemaType, likelyNext } = summary ?? {};
  tellHead?.({ title: pageTitle(page), name: page, description, image, schemaType, likelyNext });
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}

export function PageTitle({ title }: { title?: string | null }) {
  usePageTitle(title);
  return null;
}
