import { createHash } from 'node:crypto';
import abcjs from 'abcjs';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, signInAs } from './client';
import { storedBytes } from './storage';

/**
 * The demo catalogue reads like real lessons (issue 29): each document is a file of its own under one title, each
 * lesson plan's timings are its lesson page's, every slide has notes for the teacher, and every song is notation
 * that abcjs parses, recorded from that notation.
 */

interface Document {
  title: string | null;
  file: { url: string; name: string } | null;
}
interface Activity {
  title: string;
  time: string | null;
}

const DOCUMENT = 'title file { url name }';
const ACTIVITY = 'title time';

/** Every titled document of the catalogue, wherever content lists one. */
const DOCUMENTS = `{
  lessons(pagination: { limit: 500 }) { documents { ${DOCUMENT} } }
  schemes(pagination: { limit: 500 }) { documents { ${DOCUMENT} } }
  activityOptions(pagination: { limit: 500 }) { documents { ${DOCUMENT} } }
  activitySections(pagination: { limit: 500 }) { documents { ${DOCUMENT} } }
  atHomeActivities(pagination: { limit: 500 }) { activity_at_home_download { ${DOCUMENT} } }
  cpd { documents { ${DOCUMENT} } }
  cpdLiveEvents(pagination: { limit: 500 }) { documents { ${DOCUMENT} } }
  cpdSessions(pagination: { limit: 500 }) { documents { ${DOCUMENT} } }
  projects(pagination: { limit: 500 }) { documents { ${DOCUMENT} } }
  liveProductions(pagination: { limit: 500 }) { documents { ${DOCUMENT} } }
}`;

/** The standard PDF fonts' encoding (WinAnsi) is Latin-1 but for 0x80–0x9F: the punctuation the seed prints there. */
const WIN_ANSI_PUNCTUATION: Record<number, string> = {
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};
const winAnsi = (bytes: Buffer) =>
  [...bytes].map((byte) => WIN_ANSI_PUNCTUATION[byte] ?? String.fromCharCode(byte)).join('');

/** The words a PDF prints, one string per text-showing operator, page by page (pdf-lib writes hex strings). */
async function printedText(bytes: Buffer): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of streams) {
      const stream = pdf.context.lookup(ref as never);
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const [, hex] of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        texts.push(winAnsi(Buffer.from(hex, 'hex')));
      }
    }
  }
  return texts;
}

/** How many pictures a PDF draws: the image XObjects its pages' resources name, page by page. */
async function printedPictures(bytes: Buffer): Promise<number> {
  const pdf = await PDFDocument.load(bytes);
  let pictures = 0;
  for (const page of pdf.getPages()) {
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const ref of xObjects?.values() ?? []) {
      const object = pdf.context.lookup(ref);
      if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) pictures++;
    }
  }
  return pictures;
}

/** When the last note of the tune ends, in seconds, as abcjs plays it. */
function tuneSeconds(abc: string): number {
  const [tune] = abcjs.parseOnly(abc);
  const secondsPerWhole = tune.millisecondsPerMeasure() / 1000 / tune.getBarLength();
  const { tracks } = tune.setUpAudio({}) as unknown as {
    tracks: { cmd: string; start?: number; duration?: number }[][];
  };
  const ends = tracks.flat().flatMap((event) => (event.cmd === 'note' ? [event.start! + event.duration!] : []));
  return Math.max(...ends) * secondsPerWhole;
}

/** A WAV file's length in seconds. */
const wavSeconds = (wav: Buffer) => (wav.length - 44) / wav.readUInt32LE(28);

let subscriber: string;
beforeAll(async () => {
  subscriber = await signInAs('subscriber');
});

describe('the seeded catalogue', () => {
  it('gives every document a file of its own: no file under two titles, no placeholder without a file', async () => {
    const { data, errors } = await graphql<Record<string, unknown>>(DOCUMENTS, {}, subscriber);
    expect(errors).toBeUndefined();
    type Holder = { documents?: Document[]; activity_at_home_download?: Document[] };
    const documents = Object.values(data!).flatMap((entries) =>
      ((Array.isArray(entries) ? entries : [entries]) as Holder[]).flatMap(
        (entry) => entry.documents ?? entry.activity_at_home_download ?? [],
      ),
    );
    expect(documents.length).toBeGreaterThan(100);

    const titlesByBytes = new Map<string, Set<string>>();
    for (const document of documents) {
      expect(document.title, JSON.stringify(document)).toBeTruthy();
      expect(document.file, `${document.title} has a file`).not.toBeNull();
      expect(document.title!.toLowerCase()).not.toContain('coming soon');
      const hash = createHash('sha256')
        .update(await storedBytes(document.file!.url))
        .digest('hex');
      titlesByBytes.set(hash, (titlesByBytes.get(hash) ?? new Set()).add(document.title!));
    }
    const underSeveralTitles = [...titlesByBytes.values()].filter((titles) => titles.size > 1).map((t) => [...t]);
    expect(underSeveralTitles).toEqual([]);
    // Many distinct files, not a handful reused: every lesson its own plan, every unit its own overview.
    expect(titlesByBytes.size).toBeGreaterThan(80);
  }, 120_000);

  it("prints in every lesson plan the lesson page's activities with their times, in the page's order, and their total", async () => {
    const { data } = await graphql<{
      lessons: {
        title: string;
        documents: Document[];
        activities_above: Activity[];
        activity_pool: Activity[];
        activities: { section_divider: boolean | null; activity: Activity | null }[];
      }[];
    }>(
      `{ lessons(pagination: { limit: 500 }) {
          title documents { ${DOCUMENT} }
          activities_above { ${ACTIVITY} } activity_pool { ${ACTIVITY} }
          activities { section_divider activity { ${ACTIVITY} } }
        } }`,
      {},
      subscriber,
    );
    const plans = new Set<string>();
    for (const lesson of data!.lessons) {
      const plan = lesson.documents.find((document) => document.title === 'Lesson plan');
      if (!plan) continue;
      plans.add(plan.file!.url);
      // The lesson page's order (SPEC-GUIDE §2): activities above, the pool, then the listed activities.
      const onPage = [
        ...lesson.activities_above,
        ...lesson.activity_pool,
        ...lesson.activities.flatMap((entry) => (entry.activity && !entry.section_divider ? [entry.activity] : [])),
      ];
      const minutes = onPage.reduce((sum, activity) => sum + (parseInt(activity.time ?? '', 10) || 0), 0);
      const freeFlow = onPage.filter((activity) => !activity.time).length;

      const printed = await printedText(await storedBytes(plan.file!.url));
      expect(printed.join(' '), lesson.title).toContain(`Lesson plan: ${lesson.title}`);
      const timings = printed.filter((text) => / \((\d+ mins|Free-flow)\)$/.test(text));
      expect(timings, lesson.title).toEqual(
        onPage.map((activity) => `${activity.title} (${activity.time ?? 'Free-flow'})`),
      );
      expect(printed, lesson.title).toContain(`Total: ${minutes} mins${freeFlow ? ` plus ${freeFlow} free-flow` : ''}`);
    }
    // Every lesson of the catalogue has a plan, and no two lessons share one.
    expect(plans.size).toBe(data!.lessons.length);
  }, 120_000);

  it("shows in every lesson plan the score of each song the lesson teaches, and in each song activity's sheet its score", async () => {
    const SONG = 'notation activityOptions { documents { title file { url } } }';
    const { data } = await graphql<{
      lessons: {
        title: string;
        documents: Document[];
        activities_above: { notation: string | null }[];
        activity_pool: { notation: string | null }[];
        activities: { section_divider: boolean | null; activity: { notation: string | null } | null }[];
      }[];
      activityPages: {
        title: string;
        notation: string | null;
        activityOptions: { documents: Document[] }[];
      }[];
    }>(
      `{ lessons(pagination: { limit: 500 }) {
          title documents { ${DOCUMENT} }
          activities_above { notation } activity_pool { notation }
          activities { section_divider activity { notation } }
        }
        activityPages(pagination: { limit: 500 }) { title ${SONG} } }`,
      {},
      subscriber,
    );
    let withSongs = 0;
    for (const lesson of data!.lessons) {
      const plan = lesson.documents.find((document) => document.title === 'Lesson plan');
      if (!plan) continue;
      const songs = new Set(
        [
          ...lesson.activities_above,
          ...lesson.activity_pool,
          ...lesson.activities.flatMap((entry) => (entry.activity && !entry.section_divider ? [entry.activity] : [])),
        ].flatMap((activity) => (activity.notation ? [activity.notation] : [])),
      );
      if (songs.size) withSongs++;
      // One engraved score per song, and no picture in a plan whose lesson has no song.
      expect(await printedPictures(await storedBytes(plan.file!.url)), lesson.title).toBe(songs.size);
    }
    expect(withSongs).toBeGreaterThanOrEqual(10);

    const songActivities = data!.activityPages.filter((activity) => activity.notation);
    expect(songActivities.length).toBeGreaterThanOrEqual(12);
    for (const activity of songActivities) {
      const sheets = activity.activityOptions.flatMap((option) => option.documents);
      const pictured = [];
      for (const sheet of sheets)
        if ((await printedPictures(await storedBytes(sheet.file!.url))) > 0) pictured.push(sheet);
      expect(pictured.length, `${activity.title}: a printed sheet with its score`).toBeGreaterThan(0);
    }
  }, 120_000);

  it('gives every slide, sub-slides included, presenter notes for the teacher', async () => {
    const { data } = await graphql<{
      activitySlideshows: {
        title: string;
        activity_slides: { title: string | null; presenter_notes: string | null }[];
      }[];
    }>(
      '{ activitySlideshows(pagination: { limit: 500 }) { title activity_slides { title presenter_notes } } }',
      {},
      subscriber,
    );
    const slides = data!.activitySlideshows.flatMap((show) =>
      show.activity_slides.map((slide) => ({ where: `${show.title}: ${slide.title}`, notes: slide.presenter_notes })),
    );
    expect(slides.length).toBeGreaterThan(50);
    expect(slides.filter((slide) => !slide.notes?.trim()).map((slide) => slide.where)).toEqual([]);
  });

  it('teaches at least twelve songs, each as notation abcjs parses, on a score slide that plays a recording of that notation', async () => {
    const { data } = await graphql<{
      activityPages: {
        title: string;
        type: string | null;
        notation: string | null;
        activity_slideshow: {
          activity_slides: { slide_template: string; notation: string | null; audio: { url: string } | null }[];
        } | null;
      }[];
    }>(
      `
        {
          activityPages(pagination: { limit: 500 }) {
            title
            type
            notation
            activity_slideshow {
              activity_slides {
                slide_template
                notation
                audio {
                  url
                }
              }
            }
          }
        }
      `,
      {},
      subscriber,
    );
    const songs = data!.activityPages.filter((activity) => activity.notation);
    // Every singing activity teaches a song written out in notation.
    expect(data!.activityPages.filter((a) => a.type === 'Singing' && !a.notation).map((a) => a.title)).toEqual([]);
    expect(new Set(songs.map((activity) => activity.notation)).size).toBeGreaterThanOrEqual(12);

    for (const activity of songs) {
      const [tune] = abcjs.parseOnly(activity.notation!);
      expect(tune.warnings ?? [], activity.title).toEqual([]);
      expect(tune.lines.length, activity.title).toBeGreaterThan(0);

      const score = activity.activity_slideshow?.activity_slides.find((slide) => slide.slide_template === 'score');
      expect(score, `${activity.title} has a score slide`).toBeDefined();
      expect(score!.notation).toBe(activity.notation);
      // The recording is the notation played: as long as the tune, plus its half-second ring-out.
      const wav = await storedBytes(score!.audio!.url);
      expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(wavSeconds(wav), activity.title).toBeCloseTo(tuneSeconds(activity.notation!) + 0.5, 1);
    }
  }, 60_000);

  it('sets year groups on every programme, unit and lesson, each inside the one above, so a year finds a run of lessons', async () => {
    const { data } = await graphql<{
      programmes: {
        title: string;
        released: boolean | null;
        year_groups: { slug: string }[];
        units: { documentId: string }[];
      }[];
      schemes: {
        documentId: string;
        title: string;
        year_groups: { slug: string }[];
        lessons: { title: string; year_groups: { slug: string }[] }[];
      }[];
    }>(
      `
        {
          programmes(pagination: { limit: 100 }) {
            title
            released
            year_groups {
              slug
            }
            units {
              documentId
            }
          }
          schemes(pagination: { limit: 500 }) {
            documentId
            title
            year_groups {
              slug
            }
            lessons {
              title
              year_groups {
                slug
              }
            }
          }
        }
      `,
      {},
      subscriber,
    );
    const slugs = (entries: { slug: string }[]) => entries.map((entry) => entry.slug);
    const year2: string[] = [];
    for (const programme of data!.programmes.filter((candidate) => candidate.released !== false)) {
      expect(programme.year_groups.length, programme.title).toBeGreaterThan(0);
      for (const { documentId } of programme.units) {
        const unit = data!.schemes.find((scheme) => scheme.documentId === documentId)!;
        expect(unit.year_groups.length, unit.title).toBeGreaterThan(0);
        expect(slugs(programme.year_groups), unit.title).toEqual(expect.arrayContaining(slugs(unit.year_groups)));
        for (const lesson of unit.lessons) {
          expect(lesson.year_groups.length, lesson.title).toBeGreaterThan(0);
          expect(slugs(unit.year_groups), lesson.title).toEqual(expect.arrayContaining(slugs(lesson.year_groups)));
          if (slugs(lesson.year_groups).includes('year-2')) year2.push(lesson.title);
        }
      }
    }
    // A teacher browsing Year 2 finds lessons from several programmes, not one stray lesson.
    expect(year2.length).toBeGreaterThanOrEqual(4);
  });
});

/** Text as a reader compares it: case, spacing and punctuation aside. */
const normalised = (text: string | null | undefined) =>
  (text ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The pitches a tune plays, as abcjs plays it (MIDI numbers, in order, rests left out). */
function pitchesOf(abc: string): number[] {
  const [tune] = abcjs.parseOnly(abc);
  const { tracks } = tune.setUpAudio({}) as unknown as { tracks: { cmd: string; pitch?: number; start?: number }[][] };
  return tracks[0].filter((event) => event.cmd === 'note').map((event) => event.pitch!);
}
const intervalsOf = (pitches: number[]) => pitches.slice(1).map((pitch, index) => pitch - pitches[index]);

/**
 * The openings of well-known traditional tunes (public domain, by no known composer), long enough that no other tune
 * starts the same: a seeded song that sets one of them, in any key and with any words, is credited as traditional.
 */
const TRADITIONAL_OPENINGS: Record<string, string> = {
  'Frère Jacques': 'CDEC|CDEC|EF G2|EF G2|',
  'Twinkle, Twinkle, Little Star': 'CCGG|AAG2|FFEE|DDC2|',
  'Hot Cross Buns': 'ED C2|ED C2|C/C/C/C/ D/D/D/D/|',
  'London Bridge Is Falling Down': 'G>A GF|EF G2|DE F2|',
  'Mary Had a Little Lamb': 'EDCD|EE E2|DD D2|EG G2|',
  'Row, Row, Row Your Boat': 'C3 C3|C2D E3|E2D E2F|G6|',
  'Old MacDonald Had a Farm': 'GGGD|EE D2|BBAA|G3 D|',
  'Three Blind Mice': 'E3 D3|C6|E3 D3|C6|G3 F2F|E6|',
  'Au Clair de la Lune': 'CCCD|E2D2|CEDD|C4|',
  'When the Saints Go Marching In': 'z CEF|G4|z CEF|G4|',
  Greensleeves: 'A|c2d e>fe|d2B G>AB|',
  'Scarborough Fair': 'D2D|A2A|EFE|D3|',
};
const openingIntervals = (notes: string) => intervalsOf(pitchesOf(`X:1\nL:1/8\nK:C\n${notes}`));

describe('a catalogue a music lead would believe (issue 44 row 7)', () => {
  it('teaches Music Foundations as a term: at least three units of four lessons, each planned in full', async () => {
    const { data } = await graphql<{
      programmes: {
        units: {
          title: string;
          lessons: {
            title: string;
            introduction: string | null;
            learning_objectives: { text: string }[];
            key_vocabulary: { term: string }[];
            activities: { section_divider: boolean | null; activity: { title: string } | null }[];
          }[];
        }[];
      }[];
    }>(
      `
        {
          programmes(filters: { slug: { eq: "music-foundations" } }) {
            units {
              title
              lessons {
                title
                introduction
                learning_objectives {
                  text
                }
                key_vocabulary {
                  term
                }
                activities {
                  section_divider
                  activity {
                    title
                  }
                }
              }
            }
          }
        }
      `,
      {},
      subscriber,
    );
    const units = data!.programmes[0].units;
    expect(units.length).toBeGreaterThanOrEqual(3);
    for (const unit of units) {
      expect(unit.lessons.length, unit.title).toBeGreaterThanOrEqual(4);
      for (const lesson of unit.lessons) {
        const where = `${unit.title} › ${lesson.title}`;
        expect(normalised(lesson.introduction).split(' ').length, where).toBeGreaterThanOrEqual(8);
        expect(lesson.learning_objectives.length, where).toBeGreaterThanOrEqual(2);
        expect(lesson.key_vocabulary.length, where).toBeGreaterThanOrEqual(2);
        const activities = lesson.activities.filter((entry) => !entry.section_divider && entry.activity);
        expect(activities.length, where).toBeGreaterThanOrEqual(2);
      }
    }
    // A term's lessons, not a few lessons under several names.
    const titles = units.flatMap((unit) => unit.lessons.map((lesson) => lesson.title));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('sums up every lesson in words of its own: no summary or page title is the lesson title again', async () => {
    const { data } = await graphql<{
      lessons: { title: string; page_title: string | null; introduction: string | null }[];
    }>('{ lessons(pagination: { limit: 500 }) { title page_title introduction } }', {}, subscriber);
    expect(data!.lessons.length).toBeGreaterThan(30);
    const restated = data!.lessons.filter((lesson) => {
      const title = normalised(lesson.title);
      const summaries = [lesson.introduction, lesson.page_title].filter(Boolean).map(normalised);
      return (
        !lesson.introduction?.trim() || summaries.some((summary) => summary === title || summary.startsWith(title))
      );
    });
    expect(restated.map((lesson) => [lesson.title, lesson.page_title, lesson.introduction])).toEqual([]);
  });

  it("writes every activity's slides for it: no prompt shared by two activities, and a picture of its own", async () => {
    const { data } = await graphql<{
      activityPages: {
        title: string;
        activity_slideshow: {
          activity_slides: {
            slide_text: string | null;
            secondary_slide_text: string | null;
            main_image: { url: string; alternativeText: string | null; caption: string | null } | null;
          }[];
        } | null;
      }[];
    }>(
      `
        {
          activityPages(pagination: { limit: 500 }) {
            title
            activity_slideshow {
              activity_slides {
                slide_text
                secondary_slide_text
                main_image {
                  url
                  alternativeText
                  caption
                }
              }
            }
          }
        }
      `,
      {},
      subscriber,
    );
    const withSlides = data!.activityPages.filter((activity) => activity.activity_slideshow);
    expect(withSlides.length).toBeGreaterThan(40);
    const activitiesByPrompt = new Map<string, Set<string>>();
    const activitiesByPicture = new Map<string, Set<string>>();
    for (const activity of withSlides) {
      const slides = activity.activity_slideshow!.activity_slides;
      expect(slides.length, activity.title).toBeGreaterThanOrEqual(2);
      for (const prompt of slides.flatMap((slide) => [slide.slide_text, slide.secondary_slide_text])) {
        if (!normalised(prompt)) continue;
        activitiesByPrompt.set(
          normalised(prompt),
          (activitiesByPrompt.get(normalised(prompt)) ?? new Set()).add(activity.title),
        );
      }
      // The first slide is the activity's own: its title, what pupils read, and its picture.
      const picture = slides[0].main_image;
      expect(picture, activity.title).not.toBeNull();
      expect(picture!.alternativeText?.trim(), activity.title).toBeTruthy();
      expect(picture!.caption?.trim(), activity.title).toBeTruthy();
      activitiesByPicture.set(picture!.url, (activitiesByPicture.get(picture!.url) ?? new Set()).add(activity.title));
    }
    const shared = (byKey: Map<string, Set<string>>) =>
      [...byKey].filter(([, titles]) => titles.size > 1).map(([key, titles]) => `${key}: ${[...titles].join(', ')}`);
    expect(shared(activitiesByPrompt)).toEqual([]);
    expect(shared(activitiesByPicture)).toEqual([]);
  });

  it('credits every traditional tune as traditional, on the score and in its notation, whatever its words', async () => {
    const { data } = await graphql<{
      activityPages: {
        title: string;
        notation: string | null;
        activityOptions: { documents: Document[] }[];
      }[];
    }>(
      `{ activityPages(pagination: { limit: 500 }) { title notation
          activityOptions { documents { ${DOCUMENT} } } } }`,
      {},
      subscriber,
    );
    const references = Object.entries(TRADITIONAL_OPENINGS).map(([name, notes]) => ({
      name,
      intervals: openingIntervals(notes),
    }));
    const found = new Set<string>();
    for (const activity of data!.activityPages.filter((candidate) => candidate.notation)) {
      const intervals = intervalsOf(pitchesOf(activity.notation!));
      const tune = references.find((reference) =>
        reference.intervals.every((interval, index) => intervals[index] === interval),
      );
      if (!tune) continue;
      found.add(tune.name);
      const where = `${activity.title} (the tune of ${tune.name})`;
      expect(/^C:.*\btrad/im.test(activity.notation!), where).toBe(true);
      const score = activity.activityOptions
        .flatMap((option) => option.documents)
        .find((document) => document.title?.endsWith(' score'));
      expect(score, `${where} has its printed score`).toBeDefined();
      const printed = await printedText(await storedBytes(score!.file!.url));
      expect(
        printed.some((text) => /\btraditional\b/i.test(text)),
        where,
      ).toBe(true);
    }
    // The Echo Song is Frère Jacques with new words: it is found, and credited, as the round itself is.
    expect(found).toContain('Frère Jacques');
    expect(found.size).toBeGreaterThanOrEqual(10);
  }, 60_000);
});
