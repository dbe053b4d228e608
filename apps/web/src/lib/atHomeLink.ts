import { apiFetch } from './rest';

/**
 * The Music at Home link a teacher copies from a programme page. The CMS makes the code (it encodes the library
 * and the teacher) and later decides whether it still opens; the web app only asks for it and builds the URL.
 */
export async function fetchAtHomeCode(programmeSlug: string, signal?: AbortSignal): Promise<string | null> {
  const response = await apiFetch(`/api/at-home/link?programme=${encodeURIComponent(programmeSlug)}`, { signal });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The Music at Home link could not be made (${response.status})`);
  return ((await response.json()) as { data: { code: string } }).data.code;
}

export function atHomeUrl(audienceSlug: string, programmeSlug: string, code: string): string {
  return `${window.location.origin}/${audienceSlug}/${programmeSlug}/at-home/${code}`;
}
