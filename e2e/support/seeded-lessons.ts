import { cmsQuery } from './cms';

/** A slide as the journeys check it. */
export interface SeededSlide {
  slide_template: string;
  title: string | null;
  include_in_lesson: boolean | null;
}

/** A seeded lesson with its activities that have a slideshow, in lesson order. */
export interface SeededLesson {
  /** The lesson overview's address in its unit. */
  path: string;
  title: string;
  activities: { documentId: string; title: string; slides: SeededSlide[] }[];
}

/** The seeded lesson whose first activity with a slideshow uses all ten slide templates. */
export async function findAllTemplatesLesson(token: string): Promise<SeededLesson> {
  const { schemes } = await cmsQuery<{
    schemes: {
      documentId: string;
      programme: { slug: string; audience: { slug: string } };
      lessons: {
        documentId: string;
        title: string;
        activities: {
          activity: {
            documentId: string;
            title: string;
            activity_slideshow: { activity_slides: SeededSlide[] } | null;
          } | null;
        }[];
      }[];
    }[];
  }>(
    `{ schemes { documentId programme { slug audience { slug } } lessons { documentId title activities { activity { documentId title activity_slideshow { activity_slides { slide_template title include_in_lesson } } } } } } }`,
    {},
    token,
  );
  for (const scheme of schemes) {
    for (const lesson of scheme.lessons) {
      const activities = lesson.activities.flatMap((entry) =>
        entry.activity?.activity_slideshow
          ? [
              {
                documentId: entry.activity.documentId,
                title: entry.activity.title,
                slides: entry.activity.activity_slideshow.activity_slides,
              },
            ]
          : [],
      );
      if (new Set(activities[0]?.slides.map((slide) => slide.slide_template)).size === 10) {
        return {
          path: `/${scheme.programme.audience.slug}/${scheme.programme.slug}/unit/${scheme.documentId}/lesson/${lesson.documentId}`,
          title: lesson.title,
          activities,
        };
      }
    }
  }
  throw new Error('No seeded lesson uses all ten slide templates');
}

/**
 * Every seeded lesson of every published unit, with its overview's address, in unit order, and its shape as lesson
 * mode tells lessons apart: how many activities it has and how many of them have no slide to show (lesson mode makes
 * one from what the activity has).
 */
export async function listSeededLessons(
  token: string,
): Promise<{ path: string; title: string; lessonMode: boolean; shape: string; activities: string[] }[]> {
  const { schemes } = await cmsQuery<{
    schemes: {
      documentId: string;
      programme: { slug: string; audience: { slug: string } };
      lessons: {
        documentId: string;
        title: string;
        disable_lesson_mode: boolean | null;
        activities: {
          activity: {
            documentId: string;
            activity_slideshow: { activity_slides: { include_in_lesson: boolean | null }[] } | null;
          } | null;
        }[];
      }[];
    }[];
  }>(
    `{ schemes(pagination: { limit: 500 }) { documentId programme { slug audience { slug } } lessons { documentId title disable_lesson_mode activities { activity { documentId activity_slideshow { activity_slides { include_in_lesson } } } } } } }`,
    {},
    token,
  );
  return schemes.flatMap((scheme) =>
    scheme.lessons.map((lesson) => {
      const activities = lesson.activities.flatMap((entry) => (entry.activity ? [entry.activity] : []));
      const slideless = activities.filter(
        (activity) => shownSlides(activity.activity_slideshow?.activity_slides ?? []).length === 0,
      ).length;
      return {
        path: `/${scheme.programme.audience.slug}/${scheme.programme.slug}/unit/${scheme.documentId}/lesson/${lesson.documentId}`,
        title: lesson.title,
        lessonMode: !lesson.disable_lesson_mode,
        shape: `${activities.length} activities, ${slideless} without slides`,
        /** The documentIds of its activities, in the lesson's order (lesson mode's addresses name them). */
        activities: activities.map((activity) => activity.documentId),
      };
    }),
  );
}

/** The slides lesson mode shows (those not left out of the lesson). */
export const shownSlides = <Slide extends Pick<SeededSlide, 'include_in_lesson'>>(slides: Slide[]) =>
  slides.filter((slide) => slide.include_in_lesson !== false);

/**
 * A new playlist of the teacher's holding an activity and a recording of the Media Library, as the playlist journeys
 * need it: returns the playlist's documentId.
 */
export async function createActivityAndRecordingPlaylist(
  token: string,
  activity: { documentId: string; title: string },
  titles: { playlist: string; recording: string },
): Promise<string> {
  const { uploadFiles } = await cmsQuery<{ uploadFiles: { documentId: string; mime: string }[] }>(
    `{ uploadFiles { documentId mime } }`,
    {},
    token,
  );
  const audioFile = uploadFiles.find((file) => file.mime.startsWith('audio/'));
  if (!audioFile) throw new Error('No seeded recording');
  const { createPlaylist } = await cmsQuery<{ createPlaylist: { documentId: string } }>(
    `mutation ($data: PlaylistInput!) { createPlaylist(data: $data) { documentId } }`,
    {
      data: {
        title: titles.playlist,
        playlist_item: [
          {
            __typename: 'ComponentPlaylistActivityItem',
            title: activity.title,
            item: activity.documentId,
            playlist_order: 1,
          },
          {
            __typename: 'ComponentPlaylistAudioItem',
            title: titles.recording,
            item: audioFile.documentId,
            playlist_order: 2,
          },
        ],
      },
    },
    token,
  );
  return createPlaylist.documentId;
}
