import type { Core } from '@strapi/strapi';
import { readScopeConfig } from './read-scope';

/**
 * GraphQL for the header's audience menus (SPEC-GUIDE §2 Header, §7 AudiencesAndProgrammes, sent by every page):
 * `audienceMenus { documentId slug title features { title is_preview programme live_programme project landing_page }
 * }`.
 *
 * Why not Strapi's generic `audiences` field: it resolves each feature box's programme link and its four targets as
 * separate relation fields, each validating and sanitising its own query and output, which made the one query every
 * page sends among the slowest to answer uncached (#13). Here the audiences are one query-engine read with their
 * populate: one SQL statement per relation, no transaction, only the fields the menu shows.
 *
 * Access is the shadow CRUD's: the caller needs `find` on every type it reads (public content,
 * src/access/permissions.ts). Nothing in it is per user, so the response cache shares it per access level.
 */

const AUDIENCE = 'api::audience.audience';

const RELEASABLE_TARGET = { select: ['slug', 'title', 'released'] };
const TARGET = { select: ['slug', 'title'] };

interface MenuTarget {
  slug: string | null;
  title: string | null;
  released?: boolean | null;
}

interface AudienceRow {
  documentId: string;
  slug: string;
  title: string;
  featurebox?: {
    title: string | null;
    is_preview: boolean | null;
    programmelink?: {
      programme?: MenuTarget | null;
      live_programme?: MenuTarget | null;
      project?: MenuTarget | null;
      landing_page?: MenuTarget | null;
    } | null;
  }[];
}

async function loadAudienceMenus(strapi: Core.Strapi) {
  const audiences = (await strapi.db.query(AUDIENCE).findMany({
    select: ['documentId', 'slug', 'title'],
    orderBy: [{ menu_order: 'asc' }, { id: 'asc' }],
    populate: {
      featurebox: {
        select: ['title', 'is_preview'],
        populate: {
          programmelink: {
            select: ['id'],
            populate: {
              programme: RELEASABLE_TARGET,
              live_programme: RELEASABLE_TARGET,
              project: TARGET,
              landing_page: TARGET,
            },
          },
        },
      },
    },
  })) as AudienceRow[];
  return audiences.map(({ documentId, slug, title, featurebox }) => ({
    documentId,
    slug,
    title,
    features: (featurebox ?? []).map((box) => ({
      title: box.title,
      is_preview: box.is_preview,
      programme: box.programmelink?.programme ?? null,
      live_programme: box.programmelink?.live_programme ?? null,
      project: box.programmelink?.project ?? null,
      landing_page: box.programmelink?.landing_page ?? null,
    })),
  }));
}

export function registerAudienceMenus(strapi: Core.Strapi): void {
  strapi
    .plugin('graphql')
    .service('extension')
    .use(() => ({
      typeDefs: `
        "Where a feature box leads: a programme, a live programme, a project or a landing page."
        type AudienceMenuTarget {
          slug: String
          title: String
          "Programmes and live programmes only; null elsewhere."
          released: Boolean
        }

        "An audience's feature box as the header menu reads it: its title and its programme link's targets."
        type AudienceMenuFeature {
          title: String
          is_preview: Boolean
          programme: AudienceMenuTarget
          live_programme: AudienceMenuTarget
          project: AudienceMenuTarget
          landing_page: AudienceMenuTarget
        }

        type AudienceMenu {
          documentId: ID!
          slug: String!
          title: String!
          "The audience's feature boxes in their order."
          features: [AudienceMenuFeature!]!
        }

        extend type Query {
          "Every audience in menu order with its feature boxes' targets, for the header (SPEC §2 Header)."
          audienceMenus: [AudienceMenu!]!
        }
      `,
      resolvers: {
        Query: {
          audienceMenus: () => loadAudienceMenus(strapi),
        },
      },
      resolversConfig: readScopeConfig(strapi, 'Query.audienceMenus'),
    }));
}
