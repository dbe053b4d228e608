import type { Params } from 'react-router';
import { graphql } from '../../../gql';

/** Every field a slide template may show (SPEC-GUIDE §3 Slide). */
export const slideFields = graphql(`
  fragment SlideFields on ComponentSlidesSlide {
    id
    title
    include_in_lesson
    slide_template
    slide_text
    secondary_slide_text
    presenter_notes
    notation
    main_image {
      ...ImageFields
    }
    secondary_image {
      ...ImageFields
    }
    audio {
      ...FileFields
    }
    secondary_audio {
      ...FileFields
    }
    secondary_video {
      ...FileFields
    }
    videos {
      id
      title
      film_setup
      embed
      video_file {
        ...FileFields
      }
    }
    audiocards {
      id
      title
      image {
        ...ImageFields
      }
      audio {
        ...FileFields
      }
    }
    flipcards {
      id
      title
      card_1 {
        ...ImageFields
      }
      card_2 {
        ...ImageFields
      }
      audio {
        ...FileFields
      }
    }
  }
`);

/**
 * An activity with its slideshow and the sub-slideshows its buttons open, and what lesson mode makes a slide of when it
 * has no slides: its introduction, score, and its options' instructions and media (recordings and pictures).
 */
export const activityWithSlides = graphql(`
  fragment ActivityWithSlides on ActivityPage {
    documentId
    title
    teaching_option
    introduction
    notation
    activityOptions {
      documentId
      title
      introduction
      delivery_option {
        id
        activity_detail {
          id
          media {
            ...FileFields
            alternativeText
          }
        }
      }
    }
    activity_slideshow {
      documentId
      title
      activity_slides {
        ...SlideFields
        sub_slides2 {
          documentId
          title
          activity_slides {
            ...SlideFields
          }
        }
      }
    }
  }
`);

/**
 * SPEC-GUIDE §7 LessonSlideShow (lessonId): the whole lesson in one operation, so moving on never waits for the
 * network. Under a custom unit, also the unit's lessons by the CMS's lesson rule (each with its pool filtered by
 * strands).
 */
export const lessonSlideShowQuery = graphql(`
  query LessonSlideShow($lessonId: ID!, $customSchemeId: ID!, $customUnit: Boolean!) {
    customScheme(documentId: $customSchemeId) @include(if: $customUnit) {
      documentId
      lessons {
        lesson {
          documentId
        }
        activity_pool {
          documentId
        }
      }
    }
    lesson(documentId: $lessonId) {
      documentId
      title
      activities_above {
        ...ActivityWithSlides
      }
      activity_pool {
        ...ActivityWithSlides
        learning_strands {
          documentId
        }
      }
      activities {
        id
        section_divider
        activity {
          ...ActivityWithSlides
        }
      }
    }
  }
`);

/**
 * LessonSlideShow's variables for a lesson's address (its `lesson` and `unit` parameters), under a custom unit or a
 * published one: what lesson mode asks, and what its route and the lesson overview ask ahead of it.
 */
export const lessonSlideShowVariables = ({ lesson = '', unit = '' }: Params, customUnit: boolean) => ({
  lessonId: lesson,
  customSchemeId: customUnit ? unit : '',
  customUnit,
});

/** SPEC-GUIDE §7 activity slideshow by activityId. */
export const activitySlideshowQuery = graphql(`
  query ActivitySlideshow($activityId: ID!) {
    activityPage(documentId: $activityId) {
      ...ActivityWithSlides
    }
  }
`);

/**
 * A playlist in lesson mode (SPEC-GUIDE §2 /playlists/{playlistId}/slides): its activities' slides, and audio items.
 */
export const playlistSlideShowQuery = graphql(`
  query PlaylistSlideShow($playlistId: ID!) {
    playlist(documentId: $playlistId) {
      documentId
      title
      playlist_item {
        __typename
        ... on ComponentPlaylistActivityItem {
          id
          title
          playlist_order
          item {
            ...ActivityWithSlides
          }
        }
        ... on ComponentPlaylistAudioItem {
          id
          title
          playlist_order
          item {
            ...FileFields
          }
        }
      }
    }
  }
`);

/**
 * The end screen's 'Next lesson': the unit's lessons in order (a published unit, or the teacher's own custom unit by
 * the CMS's lesson rule). Asked only when the end screen shows, so a lesson run offline never waits for it.
 */
export const lessonModeUnitLessonsQuery = graphql(`
  query LessonModeUnitLessons($unitId: ID!, $customUnit: Boolean!) {
    scheme(documentId: $unitId) @skip(if: $customUnit) {
      documentId
      title
      lessons {
        ...UnitLessonLinkFields
      }
    }
    customScheme(documentId: $unitId) @include(if: $customUnit) {
      documentId
      title
      lessons {
        lesson {
          ...UnitLessonLinkFields
        }
      }
    }
  }
`);
