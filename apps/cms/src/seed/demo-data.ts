/**
 * The demo content, read from data/*.json and checked against the shapes in blueprints/ once, when the seed
 * module loads: a file that does not fit fails with zod's list of what is wrong and where.
 */
import { z } from 'zod';
import {
  AudienceBlueprint,
  AudienceSlug,
  ComingSoonProgrammeBlueprint,
  CpdBlueprint,
  LandingPageBlueprint,
  LiveProgrammeBlueprint,
  PagesBlueprint,
  ProgrammeBlueprint,
  ProjectBlueprint,
  SongBlueprint,
  TaxonomyBlueprint,
} from './blueprints';
import audiences from './data/audiences.json';
import cpd from './data/cpd.json';
import landingPages from './data/landing-pages.json';
import liveProgrammes from './data/live-programmes.json';
import media from './data/media.json';
import pages from './data/pages.json';
import composingForFilm from './data/programmes/composing-for-film.json';
import ensembleSkills from './data/programmes/ensemble-skills.json';
import listeningAndAppraising from './data/programmes/listening-and-appraising.json';
import moveToTheMusic from './data/programmes/move-to-the-music.json';
import musicFoundations from './data/programmes/music-foundations.json';
import sensorySounds from './data/programmes/sensory-sounds.json';
import singTogether from './data/programmes/sing-together.json';
import projects from './data/projects.json';
import songs from './data/songs.json';
import taxonomy from './data/taxonomy.json';
import { MediaCatalogue } from './media/catalogue';

function load<T extends z.ZodType>(file: string, schema: T, data: unknown): z.infer<T> {
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    throw new Error(`Demo seed: src/seed/data/${file} does not fit\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export const DEMO_MEDIA = load('media.json', MediaCatalogue, media);

/** Songs and melodies in ABC notation: activities that teach one name it by key. */
export const DEMO_SONGS = load('songs.json', z.array(SongBlueprint), songs);

export const DEMO_TAXONOMY = load('taxonomy.json', TaxonomyBlueprint, taxonomy);

/** In menu order; seeded without feature boxes first, as those point at content seeded later. */
export const DEMO_AUDIENCES = load('audiences.json', z.record(AudienceSlug, AudienceBlueprint), audiences);

/** In seeding order: an activity may name activities of programmes listed before it as related. */
export const DEMO_PROGRAMMES = [
  load('programmes/music-foundations.json', ProgrammeBlueprint, musicFoundations),
  load('programmes/listening-and-appraising.json', ProgrammeBlueprint, listeningAndAppraising),
  load('programmes/composing-for-film.json', ProgrammeBlueprint, composingForFilm),
  load('programmes/ensemble-skills.json', ProgrammeBlueprint, ensembleSkills),
  load('programmes/sensory-sounds.json', ProgrammeBlueprint, sensorySounds),
  load('programmes/move-to-the-music.json', ProgrammeBlueprint, moveToTheMusic),
];

/** Announced on their audience page before their content exists. */
export const DEMO_COMING_SOON = [load('programmes/sing-together.json', ComingSoonProgrammeBlueprint, singTogether)];

/** Pages that bring several programmes together around one brief. */
export const DEMO_PROJECTS = load('projects.json', z.array(ProjectBlueprint), projects);

/** Created in this order so each page may feature the one before it. */
export const DEMO_LANDING_PAGES = load('landing-pages.json', z.array(LandingPageBlueprint), landingPages);

export const DEMO_LIVE_PROGRAMMES = load('live-programmes.json', z.array(LiveProgrammeBlueprint), liveProgrammes);

export const DEMO_CPD = load('cpd.json', CpdBlueprint, cpd);

export const DEMO_PAGES = load('pages.json', PagesBlueprint, pages);
