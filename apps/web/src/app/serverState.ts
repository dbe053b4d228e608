import type { NormalizedCacheObject } from '@apollo/client';
import type { HydrationState } from 'react-router';
import type { PageHead } from '../components/PageTitle';
import type { Session } from '../lib/session';
import { siteConfig } from '../lib/siteConfig';

import { SERVER_STATE_ID } from './serverStateId';

export { SERVER_STATE_ID };

/**
 * What the browser needs to hydrate a server-rendered page: Apollo's cache and the router's loader data, and for a
 * subscriber's page (issue 44) the session it was rendered with.
 */
export interface ServerState {
  apollo: NormalizedCacheObject;
  router: HydrationState;
  session?: Session;
}

/** JSON safe inside a <script> element: no `<` can close it, and no line separator breaks it. */
export function serialiseForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The server's state when this page was rendered on the server and not yet hydrated; undefined otherwise. */
export function readServerState(): ServerState | undefined {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return undefined;
  }
}

/** A preview's length: search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 160;

const DEFAULT_DESCRIPTION = 'Music Classroom: music-education programmes, lessons and activities for teachers.';

/** Markdown (or plain text) as one line of plain text, cut at a word near a preview's length. */
function plainDescription(markdown: string | null | undefined): string {
  const text = (markdown ?? '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/[*_#>`~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The product's own picture for link previews (public/, drawn by scripts/link-preview-image.mjs), 1200×630. */
export const DEFAULT_PREVIEW_IMAGE = { path: '/link-preview.png', width: 1200, height: 630 };

/**
 * The head of a server-rendered page: title, description, canonical address, Open Graph and Twitter card. A page
 * without a picture of its own (a banner) is previewed with the product's.
 */
export function headTags(head: PageHead, canonical: string, origin: string): string {
  const description = plainDescription(head.description) || DEFAULT_DESCRIPTION;
  const image = head.image ? new URL(head.image, origin).toString() : undefined;
  const previewImage = image ?? new URL(DEFAULT_PREVIEW_IMAGE.path, origin).toString();
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />`;
  return [
    `<title>${escapeAttribute(head.title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeAttribute(canonical)}" />`,
    meta('property', 'og:site_name', siteConfig.productName),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', previewImage),
    ...(image
      ? []
      : [
          meta('property', 'og:image:width', String(DEFAULT_PREVIEW_IMAGE.width)),
          meta('property', 'og:image:height', String(DEFAULT_PREVIEW_IMAGE.height)),
          meta('property', 'og:image:alt', siteConfig.productName),
        ]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', previewImage),
    ...(head.schemaType && head.name && !head.notFound ? [structuredData(head, description, canonical, image)] : []),
  ].join('');
}

/** schema.org JSON-LD for search engines, where the page is one of its types (a programme is a Course). */
function structuredData(head: PageHead, description: string, url: string, image: string | undefined): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': head.schemaType,
    name: head.name,
    description,
    url,
    ...(image ? { image } : {}),
    provider: { '@type': 'Organization', name: siteConfig.productName },
  };
  return `<script type="application/ld+json">${serialiseForScript(data)}</script>`;
}
