import type { ActivityWithSlidesFragment, FileFieldsFragment, SlideFieldsFragment } from '../../gql/graphql';

/** A slide lesson mode makes itself: where its score prints, when it is not a CMS slide's. */
export type MadeSlide = SlideFieldsFragment & { scorePrintPath?: string };

/** A recording, picture or document of an activity option. */
type OptionFile = FileFieldsFragment & { alternativeText?: string | null };

/** The files of the activity's options (their delivery options' details), each once, in the options' order. */
function optionFiles(activity: ActivityWithSlidesFragment): OptionFile[] {
  const seen = new Set<string>();
  return (activity.activityOptions ?? [])
    .flatMap((option) => option?.delivery_option ?? [])
    .flatMap((delivery) => delivery?.activity_detail ?? [])
    .flatMap((detail) => detail?.media ?? [])
    .flatMap((file) => {
      if (!file?.url || seen.has(file.url)) return [];
      seen.add(file.url);
      return [file];
    });
}

/** The options' instructions, for the presenter's notes (where the seeded slideshows keep them too). */
function optionInstructions(activity: ActivityWithSlidesFragment): string | null {
  const notes = (activity.activityOptions ?? []).flatMap((option) =>
    option?.introduction?.trim() ? [`**${option.title}.** ${option.introduction.trim()}`] : [],
  );
  return notes.length ? notes.join('\n\n') : null;
}

/**
 * The one slide of an activity that has none of its own, so lesson mode skips no activity of a lesson: its title and
 * introduction, its recordings (one player, or a card each), its score, and else its first picture.
 */
export function slideFromActivity(activity: ActivityWithSlidesFragment): MadeSlide {
  const files = optionFiles(activity);
  const recordings = files.filter((file) => file.mime.startsWith('audio/'));
  const picture = files.find((file) => file.mime.startsWith('image/'));
  const notation = activity.notation?.trim() ? activity.notation : null;
  const recordingTitle = (file: OptionFile) => file.caption?.trim() || file.name;
  return {
    __typename: 'ComponentSlidesSlide',
    id: `activity-${activity.documentId}`,
    title: activity.title,
    include_in_lesson: true,
    slide_template: 'all',
    slide_text: activity.introduction?.trim() || null,
    secondary_slide_text: null,
    presenter_notes: optionInstructions(activity),
    notation,
    // The score is what the class reads when there is one; else the activity's picture.
    main_image:
      picture && !notation
        ? {
            __typename: 'UploadFile',
            documentId: picture.documentId,
            url: picture.url,
            alternativeText: picture.alternativeText ?? null,
            caption: picture.caption ?? null,
            width: null,
            height: null,
            formats: null,
          }
        : null,
    secondary_image: null,
    audio: recordings.length === 1 ? recordings[0] : null,
    secondary_audio: null,
    secondary_video: null,
    videos: [],
    audiocards:
      recordings.length > 1
        ? recordings.map((file) => ({
            __typename: 'ComponentSlidesAudiocard' as const,
            id: file.documentId,
            title: recordingTitle(file),
            image: null,
            audio: file,
          }))
        : [],
    flipcards: [],
    scorePrintPath: notation ? `/documents/scores/activity/${encodeURIComponent(activity.documentId)}` : undefined,
  };
}
