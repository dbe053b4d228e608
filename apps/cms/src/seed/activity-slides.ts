/**
 * An activity's slideshow: its opening slide (title, what pupils read, picture), then either the slides written for
 * it (a song's score among them) or the showcase of every template (showcase-slides.ts).
 */
import type { ActivityBlueprint, SlideBlueprint, SongBlueprint } from './blueprints';
import { DEMO_VIDEO, fileId, type SeedContext } from './context';
import { DEMO_SONGS } from './demo-data';
import { createDocument, type DocumentId } from './documents';
import { everyTemplateSlides } from './showcase-slides';

/** The song an activity teaches, by its key in data/songs.json. */
export function songOf(key: string): SongBlueprint {
  const song = DEMO_SONGS.find((candidate) => candidate.key === key);
  if (!song) throw new Error(`Demo seed: no song '${key}' in src/seed/data/songs.json`);
  return song;
}

/** The score slide of a song: its notation with the words, its recording, and how to teach it in the notes. */
function scoreSlide(ctx: SeedContext, activity: ActivityBlueprint, written: { text: string; notes?: string }): object {
  if (!activity.song) throw new Error(`Demo seed: ${activity.key} has a score slide but names no song`);
  const song = songOf(activity.song);
  return {
    title: song.name,
    slide_template: 'score',
    slide_text: written.text,
    notation: song.abc,
    audio: fileId(ctx, activity.song),
    presenter_notes: written.notes ?? `${song.teaching}\n\n*About the music:* ${song.about}`,
  };
}

/** A slide as its activity's blueprint writes it; pictures and recordings default to the activity's own. */
function writtenSlide(ctx: SeedContext, activity: ActivityBlueprint, slide: SlideBlueprint): object {
  if (slide.template === 'score') return scoreSlide(ctx, activity, slide);
  const written = {
    title: slide.title,
    slide_template: slide.template,
    slide_text: slide.text,
    presenter_notes: slide.notes,
  };
  const image = (key?: string) => fileId(ctx, key ?? activity.picture);
  const audio = (key?: string) => fileId(ctx, key ?? activity.audio);
  switch (slide.template) {
    case 'image':
      return { ...written, main_image: image(slide.image) };
    case 'audio':
      return { ...written, audio: audio(slide.audio) };
    case 'audio_and_image':
      return { ...written, main_image: image(slide.image), audio: audio(slide.audio) };
    case 'two_columns':
      return {
        ...written,
        secondary_slide_text: slide.secondaryText,
        main_image: slide.image ? image(slide.image) : undefined,
        secondary_image: slide.secondaryImage ? image(slide.secondaryImage) : undefined,
      };
    case 'video':
      return {
        ...written,
        videos: [
          slide.file
            ? { title: slide.film, film_setup: 'single', video_file: fileId(ctx, slide.file) }
            : { title: slide.film, film_setup: 'single', embed: DEMO_VIDEO },
        ],
      };
    case 'audiocards':
      return {
        ...written,
        audiocards: slide.cards.map((card) => ({
          title: card.title,
          image: image(card.image),
          audio: audio(card.audio),
        })),
      };
  }
}

/** The slide every slideshow opens with: the activity's title, what pupils read and its picture. */
function openingSlide(ctx: SeedContext, activity: ActivityBlueprint): object {
  return {
    title: activity.title,
    slide_template: 'image',
    slide_text: activity.forPupils,
    main_image: fileId(ctx, activity.picture),
    presenter_notes: `${activity.introduction}\n\n${activity.teachingOption}`,
  };
}

export async function seedSlideshow(ctx: SeedContext, activity: ActivityBlueprint): Promise<DocumentId | undefined> {
  if (activity.slideshow === 'none') return undefined;
  const following =
    activity.slideshow === 'every-template'
      ? await everyTemplateSlides(ctx, activity)
      : (activity.slides ?? []).map((slide) => writtenSlide(ctx, activity, slide));
  return createDocument(ctx.strapi, 'api::activity-slideshow.activity-slideshow', {
    title: `${activity.title} slides`,
    activity_slides: [openingSlide(ctx, activity), ...following],
  });
}
