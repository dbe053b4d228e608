/** What sitemap.xml lists (issue 30): public pages only, from what a visitor reads. CMS-free: the list alone. */
import { describe, expect, it } from 'vitest';
import { publicPagePaths } from '../src/middlewares/sitemap';

describe('the sitemap’s pages', () => {
  const paths = publicPagePaths({
    audiences: [{ slug: 'primary' }, { slug: 'secondary' }, null],
    programmes: [
      {
        slug: 'music-foundations',
        released: true,
        audience: { slug: 'primary' },
        year_groups: [{ slug: 'year-1' }, { slug: 'year-2' }, { slug: 'nursery' }, null],
      },
      { slug: 'sing-together', released: true, audience: { slug: 'primary' }, year_groups: [{ slug: 'year-2' }] },
      { slug: 'not-yet', released: false, audience: { slug: 'primary' }, year_groups: [{ slug: 'year-6' }] },
      { slug: 'ks3-music', released: true, audience: { slug: 'secondary' }, year_groups: [{ slug: 'year-7' }] },
      { slug: 'no home', released: null, audience: { slug: 'send' } },
      { slug: 'orphan', released: true, audience: null },
    ],
    landingPages: [
      {
        slug: 'ks3',
        audience: { slug: 'secondary' },
        features: [
          {
            is_preview: false,
            programmelink: { programme: { slug: 'film', released: true }, project: null, landing_page: null },
          },
          {
            is_preview: false,
            programmelink: {
              programme: { slug: 'unreleased-film', released: false },
              project: null,
              landing_page: null,
            },
          },
          {
            is_preview: true,
            programmelink: { programme: null, project: { slug: 'coming-soon' }, landing_page: null },
          },
          {
            is_preview: false,
            programmelink: { programme: null, project: { slug: 'soundtrack' }, landing_page: null },
          },
          { is_preview: false, programmelink: { programme: null, project: null, landing_page: { slug: 'gcse' } } },
          null,
        ],
      },
      {
        slug: 'film-club',
        audience: { slug: 'secondary' },
        features: [
          {
            is_preview: false,
            programmelink: { programme: { slug: 'nowhere', released: true }, project: null, landing_page: null },
          },
        ],
      },
      { slug: 'elsewhere', audience: { slug: 'primary' } },
    ],
    liveProgrammes: [
      { slug: 'summer-show', released: true },
      { slug: 'draft-show', released: false },
    ],
  });

  it('lists fixed pages, audiences, released programmes, landing pages, key stage links, years, live shows', () => {
    expect(paths).toEqual([
      '/',
      '/cpd',
      '/live',
      '/terms-and-conditions',
      '/privacy',
      '/primary',
      '/secondary',
      '/primary/music-foundations',
      '/primary/sing-together',
      '/send/no%20home',
      '/secondary/ks3',
      '/secondary/ks3/programme/film',
      '/secondary/ks3/project/soundtrack',
      '/secondary/ks3/page/gcse',
      '/secondary/film-club',
      '/primary/year-1',
      '/primary/year-2',
      '/secondary/year-7',
      '/live/summer-show',
    ]);
  });

  it('never lists an unreleased programme or an address that has no page of its own', () => {
    expect(paths.join(' ')).not.toMatch(
      /not-yet|draft-show|orphan|elsewhere|ks3-music|unreleased-film|coming-soon|nowhere|year-6|nursery/,
    );
  });
});
