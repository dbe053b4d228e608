/**
 * Generated audio pages (one to three recordings each), grouped into collections of five to eight, added to an
 * existing programme's audio library as the demo's are (apps/cms/src/seed/libraries.ts).
 */
import { create } from './curriculum.mjs';
import { COLLECTION_TITLES, ENSEMBLES, PIECES } from './vocabulary.mjs';

/**
 * @param {import('./curriculum.mjs').CatalogueContext} ctx
 * @param {import('./curriculum.mjs').ExistingProgramme} programme
 * @param {{ count: number }} options
 */
export async function seedProgrammeAudio(ctx, programme, { count }) {
  const { random, media } = ctx;
  const pages = [];
  for (let index = 0; index < count; index += 1) {
    const piece = random.pick(PIECES);
    const excerpts = Array.from({ length: (index % 3) + 1 }, (_, excerptIndex) => {
      const ensemble = random.pick(ENSEMBLES);
      return {
        title: `${piece}: part ${excerptIndex + 1}`,
        summary: `Played by ${ensemble}. Listen for how the ${ensemble} shape the melody.`,
        audio_file: media.next('audio'),
      };
    });
    pages.push(
      await create(ctx, 'api::audio-page.audio-page', {
        title: piece,
        introduction: `Recordings of **${piece}** to play in class, with ideas for listening.`,
        // Most pages have a score to download, as in the demo.
        Score: index % 4 === 3 ? undefined : media.next('pdf'),
        audio_excerpts: excerpts,
      }),
    );
  }

  const collections = [];
  for (let start = 0; start < pages.length;) {
    const size = Math.min(random.integer(5, 8), pages.length - start);
    const title = COLLECTION_TITLES[collections.length % COLLECTION_TITLES.length];
    collections.push(
      await create(ctx, 'api::audio-page-container.audio-page-container', {
        title,
        blurb: `${size} pieces chosen for ${title.toLowerCase()}.`,
        Score: media.next('pdf'),
        audio_page: pages.slice(start, start + size),
      }),
    );
    start += size;
  }

  // The library lists its pages and collections; connect appends after the demo's own.
  await ctx.strapi.documents('api::audio-library.audio-library').update({
    documentId: programme.audioLibrary,
    data: { audio_page: { connect: pages }, audio_page_container: { connect: collections } },
  });
  return { pages: pages.length, collections: collections.length };
}
