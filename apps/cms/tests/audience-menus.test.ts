import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, signInAs } from './client';

/**
 * `audienceMenus` (src/extensions/graphql/audience-menus.ts): the header's audiences and feature-box targets read in
 * one go instead of through Strapi's generic `audiences` field. Its answer must be the generic field's answer, in the
 * same order, for every caller the header serves.
 */

const RELEASABLE = 'slug title released';
const TARGETS = `
  programme { ${RELEASABLE} }
  live_programme { ${RELEASABLE} }
  project { slug title }
  landing_page { slug title }
`;

const MENUS = `{ audienceMenus { documentId slug title features { title is_preview ${TARGETS} } } }`;
/** The same content through Strapi's generic field, as the web app read it before. */
const GENERIC = `{
  audiences(sort: "menu_order:asc") {
    documentId slug title featurebox { title is_preview programmelink { ${TARGETS} } }
  }
}`;

interface Target {
  slug: string | null;
  title: string | null;
  released?: boolean | null;
}
interface Targets {
  programme: Target | null;
  live_programme: Target | null;
  project: Target | null;
  landing_page: Target | null;
}
interface Feature extends Targets {
  title: string | null;
  is_preview: boolean | null;
}
interface MenuAnswer {
  audienceMenus: { documentId: string; slug: string; title: string; features: Feature[] }[];
}
interface GenericAnswer {
  audiences: {
    documentId: string;
    slug: string;
    title: string;
    featurebox: { title: string | null; is_preview: boolean | null; programmelink: Targets | null }[];
  }[];
}

const NO_TARGETS: Targets = { programme: null, live_programme: null, project: null, landing_page: null };

/** The generic answer in the menu's shape: each feature box with its link's targets beside its own fields. */
function asMenus({ audiences }: GenericAnswer): MenuAnswer['audienceMenus'] {
  return audiences.map(({ featurebox, ...audience }) => ({
    ...audience,
    features: featurebox.map(({ programmelink, ...box }) => ({ ...box, ...(programmelink ?? NO_TARGETS) })),
  }));
}

let callers: [string, string | undefined][];

beforeAll(async () => {
  callers = [
    ['a visitor', undefined],
    ['a registered teacher', await signInAs('registered')],
    ['a subscriber', await signInAs('subscriber')],
  ];
});

describe('audienceMenus: the header menus in one read', () => {
  it("answers every caller exactly as Strapi's generic audiences field does", async () => {
    for (const [caller, token] of callers) {
      const menus = await graphql<MenuAnswer>(MENUS, {}, token);
      const generic = await graphql<GenericAnswer>(GENERIC, {}, token);
      expect(menus.errors, caller).toBeUndefined();
      expect(generic.errors, caller).toBeUndefined();
      expect(menus.data!.audienceMenus, caller).toEqual(asMenus(generic.data!));
    }
  });

  it('holds every seeded audience with feature boxes that lead somewhere', async () => {
    const { data } = await graphql<MenuAnswer>(MENUS, {}, undefined);
    const slugs = data!.audienceMenus.map((audience) => audience.slug);
    expect(slugs).toEqual(expect.arrayContaining(['primary', 'secondary', 'live']));
    const targets = data!.audienceMenus.flatMap((audience) =>
      audience.features.flatMap((feature) =>
        [feature.programme, feature.live_programme, feature.project, feature.landing_page].filter(Boolean),
      ),
    );
    expect(targets.length).toBeGreaterThan(3);
    for (const target of targets) expect(target!.slug).toEqual(expect.any(String));
  });
});
