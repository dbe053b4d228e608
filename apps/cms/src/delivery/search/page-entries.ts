import { SHARED_KINDS, type AddEntry, type ReadAll } from './catalogue-reading';
import { passage, plainText, unique } from './passages';

/** CPD sessions and live events, live programmes and productions, projects and landing pages, by their slugs. */
export async function addPageEntries(read: ReadAll, add: AddEntry) {
  const CPD_SESSION = SHARED_KINDS['cpd-session'];
  for (const row of await read(CPD_SESSION)) {
    if (!row.slug) continue;
    add(
      'cpd-session',
      row,
      { href: `/cpd/session/${row.slug}`, audiences: [], programmes: [] },
      {
        summary: passage(CPD_SESSION, 'blurb', row.blurb),
        introduction: passage(CPD_SESSION, 'main_text', plainText(row.main_text)),
      },
    );
  }

  const CPD_EVENT = SHARED_KINDS['cpd-live-event'];
  for (const row of await read(CPD_EVENT)) {
    if (!row.slug) continue;
    add(
      'cpd-live-event',
      row,
      { href: `/cpd/live-event/${row.slug}`, audiences: [], programmes: [] },
      {
        summary: passage(CPD_EVENT, 'blurb', row.blurb),
        introduction: [
          ...passage(CPD_EVENT, 'venue', row.venue),
          ...passage(CPD_EVENT, 'main_text', plainText(row.main_text)),
        ],
      },
    );
  }

  const LIVE_PROGRAMME = SHARED_KINDS['live-programme'];
  for (const row of await read(LIVE_PROGRAMME)) {
    if (!row.slug || row.released === false) continue;
    add(
      'live-programme',
      row,
      { href: `/live/${row.slug}`, audiences: ['Live'], programmes: [] },
      {
        summary: passage(LIVE_PROGRAMME, 'subtitle', row.subtitle),
        introduction: passage(LIVE_PROGRAMME, 'main_text', plainText(row.main_text)),
      },
    );
  }

  const LIVE_PRODUCTION = SHARED_KINDS['live-production'];
  for (const row of await read(LIVE_PRODUCTION, { live_programme: { select: ['slug'] } })) {
    if (!row.slug || !row.live_programme?.slug) continue;
    add(
      'live-production',
      row,
      { href: `/live/${row.live_programme.slug}/${row.slug}`, audiences: ['Live'], programmes: [] },
      {
        summary: passage(LIVE_PRODUCTION, 'blurb', row.blurb),
        introduction: passage(LIVE_PRODUCTION, 'main_text', plainText(row.main_text)),
      },
    );
  }

  const PROJECT = SHARED_KINDS.project;
  for (const row of await read(PROJECT, { audience: { select: ['title'] } })) {
    if (!row.slug) continue;
    add(
      'project',
      row,
      { href: `/secondary/ks3/project/${row.slug}`, audiences: unique([row.audience?.title]), programmes: [] },
      { introduction: passage(PROJECT, 'main_text', plainText(row.main_text)) },
    );
  }

  const LANDING_PAGE = SHARED_KINDS['landing-page'];
  for (const row of await read(LANDING_PAGE, { audience: { select: ['slug', 'title'] } })) {
    if (!row.slug) continue;
    add(
      'landing-page',
      row,
      { href: `/secondary/${row.slug}`, audiences: unique([row.audience?.title]), programmes: [] },
      { introduction: passage(LANDING_PAGE, 'main_text', plainText(row.main_text)) },
    );
  }
}
