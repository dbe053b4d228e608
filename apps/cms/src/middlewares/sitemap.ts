import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { appUrl } from '../platform/http/app-url';
import { loopbackGraphqlUrl } from '../delivery/server-rendering';

/**
 * What crawlers read (issue 30): /robots.txt and /sitemap.xml, listing the public pages only. The list is read from
 * GraphQL as a visitor reads it (the same access rules, and the response cache's answers, so a publish shows at once);
 * every address is a page a visitor may open, never a signed-in or subscriber page.
 */
const PUBLIC_PAGES_QUERY = `query PublicPages {
  audiences(pagination: { limit: 500 }) { slug }
  programmes(pagination: { limit: 500 }) { slug released audience { slug } year_groups { slug } }
  landingPages(pagination: { limit: 500 }) {
    slug
    audience { slug }
    features {
      is_preview
      programmelink { programme { slug released } project { slug } landing_page { slug } }
    }
  }
  liveProgrammes(pagination: { limit: 500 }) { slug released }
}`;

interface PublicPages {
  audiences: ({ slug: string } | null)[];
  programmes: ({
    slug: string;
    released: boolean | null;
    audience: { slug: string } | null;
    year_groups?: ({ slug: string } | null)[];
  } | null)[];
  landingPages: ({ slug: string; audience: { slug: string } | null; features?: (LandingFeature | null)[] } | null)[];
  liveProgrammes: ({ slug: string; released: boolean | null } | null)[];
}

interface LandingFeature {
  is_preview: boolean | null;
  programmelink: {
    programme: { slug: string; released: boolean | null } | null;
    project: { slug: string } | null;
    landing_page: { slug: string } | null;
  } | null;
}

/**
 * The Secondary key stages whose landing pages have programme, project and page addresses beneath them (SPEC-GUIDE §2).
 */
const KEY_STAGES = new Set(['ks3', 'ks4', 'ks5']);

/** The addresses a key stage's landing page links to, as its feature boxes do (the web app's landingFeatureHref). */
function keyStagePaths(keyStage: string, features: (LandingFeature | null)[] = []): string[] {
  return features.flatMap((feature) => {
    const link = feature?.is_preview ? null : feature?.programmelink;
    if (!link) return [];
    const base = `/secondary/${keyStage}`;
    if (link.programme) return link.programme.released === false ? [] : [`${base}/programme/${link.programme.slug}`];
    if (link.project) return [`${base}/project/${link.project.slug}`];
    if (link.landing_page) return [`${base}/page/${link.landing_page.slug}`];
    return [];
  });
}

/** Pages that are always there (SPEC-GUIDE §2): home, the CPD index, the live home, terms and privacy. */
const FIXED_PAGES = ['/', '/cpd', '/live', '/terms-and-conditions', '/privacy'];

/** Audiences with a home of their own whose programmes live under a landing page (SPEC-GUIDE §2 Secondary, Live). */
const AUDIENCES_WITH_OWN_ROUTES = new Set(['secondary', 'live']);

/** The years with a page of their own in the web app (its lib/yearGroups.ts YEAR_GROUP_SLUGS): Reception to Year 13. */
const YEAR_GROUP_PAGE = /^(?:reception|year-(?:[1-9]|1[0-3]))$/;

/** The public pages' paths, from what a visitor can read. */
export function publicPagePaths(pages: PublicPages): string[] {
  const present = <T>(items: (T | null)[]) => items.filter((item): item is T => item !== null);
  const paths = [
    ...FIXED_PAGES,
    ...present(pages.audiences).map(({ slug }) => `/${slug}`),
    // Secondary programmes are reached through a key stage's landing page (/secondary/ks3/programme/...).
    ...present(pages.programmes)
      .filter((programme) => programme.released !== false && programme.audience)
      .filter((programme) => !AUDIENCES_WITH_OWN_ROUTES.has(programme.audience!.slug))
      .map((programme) => `/${programme.audience!.slug}/${programme.slug}`),
    ...present(pages.landingPages)
      .filter((page) => page.audience?.slug === 'secondary')
      .flatMap(({ slug, features }) => [
        `/secondary/${slug}`,
        ...(KEY_STAGES.has(slug) ? keyStagePaths(slug, features) : []),
      ]),
    // A year group's page for each year an audience's released programmes are written for (issue 44): /primary/year-2.
    ...present(pages.programmes)
      .filter((programme) => programme.released !== false && programme.audience && programme.audience.slug !== 'live')
      .flatMap((programme) =>
        present(programme.year_groups ?? [])
          .filter(({ slug }) => YEAR_GROUP_PAGE.test(slug))
          .map(({ slug }) => `/${programme.audience!.slug}/${slug}`),
      ),
    ...present(pages.liveProgrammes)
      .filter((programme) => programme.released !== false)
      .map(({ slug }) => `/live/${slug}`),
  ];
  return [...new Set(paths)].map((path) => path.split('/').map(encodeURIComponent).join('/'));
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain';
      ctx.set('Cache-Control', 'public, max-age=300');
      // The CMS's own areas and the signed-in pages are no business of a search engine.
      ctx.body = [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /api/',
        'Disallow: /graphql',
        'Disallow: /playlists',
        'Disallow: /account',
        'Disallow: /login',
        `Sitemap: ${appUrl(strapi)}/sitemap.xml`,
        '',
      ].join('\n');
      return;
    }
    if (ctx.path !== '/sitemap.xml') return next();
    const pages = await readPublicPages();
    if (!pages) {
      ctx.status = 503;
      ctx.set('Retry-After', '30');
      ctx.type = 'text/plain';
      ctx.body = 'The sitemap is briefly unavailable.';
      return;
    }
    const origin = appUrl(strapi);
    ctx.type = 'application/xml';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...publicPagePaths(pages).map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
  };

  async function readPublicPages(): Promise<PublicPages | undefined> {
    try {
      const answer = await fetch(loopbackGraphqlUrl(strapi), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: PUBLIC_PAGES_QUERY }),
        signal: AbortSignal.timeout(5000),
      });
      const { data, errors } = (await answer.json()) as { data?: PublicPages; errors?: unknown };
      if (!answer.ok || errors || !data) throw new Error(`GraphQL answered ${answer.status}`);
      return data;
    } catch (error) {
      strapi.log.warn(`Sitemap: the public pages could not be read: ${error}`);
      return undefined;
    }
  }
};
