import { apiFetch } from '../../../lib/rest';

/** What the CMS serves behind a shared link: GET /api/at-home/{code} (public). */
export interface AtHomeMedia {
  url: string;
  name: string;
  alternativeText: string | null;
  caption: string | null;
  mime: string;
  ext: string | null;
}

export interface AtHomeActivity {
  documentId: string;
  title: string;
  introduction: string | null;
  time: string | null;
  music: string | null;
  equipment: string | null;
  activity_at_home_download: { id: number; title: string | null; file: AtHomeMedia | null }[];
  activity_at_home: { id: number; title: string | null; description: string | null; media: AtHomeMedia[] | null }[];
}

export interface AtHomeLibrary {
  documentId: string;
  title: string;
  introduction: string | null;
  activities: AtHomeActivity[];
}

class AtHomeLinkError extends Error {}

/**
 * The library behind a shared code. `apiOrigin` is the CMS's own address when the server renders the page (no
 * browser session there: a family's link needs none); in the browser the call goes to the page's origin.
 */
export async function fetchAtHomeLibrary(
  code: string,
  signal?: AbortSignal,
  apiOrigin?: string,
): Promise<AtHomeLibrary> {
  const path = `/api/at-home/${encodeURIComponent(code)}`;
  const init = { signal, headers: { accept: 'application/json' } };
  const response = apiOrigin ? await fetch(`${apiOrigin}${path}`, init) : await apiFetch(path, init);
  const body = (await response.json().catch(() => ({}))) as {
    data?: AtHomeLibrary | null;
    error?: { message?: string };
  };
  if (!response.ok || !body.data) {
    throw new AtHomeLinkError(
      body.error?.message ?? 'This Music at Home page could not be loaded. Please try again later.',
    );
  }
  return body.data;
}
