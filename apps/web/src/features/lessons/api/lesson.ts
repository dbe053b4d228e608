import type { Params } from 'react-router';
import { graphql } from '../../../gql';

/**
 * What a lesson overview's activity card shows, from the CMS's purpose-built `lessonOverview`, with its lesson-mode
 * slides for the overview's slide previews (issue 44).
 */
export const lessonOverviewActivityFields = graphql(`
  fragment LessonOverviewActivityFields on LessonOverviewActivity {
    documentId
    title
    time
    type
    lesson_summary
    teaching_option
    activity_slideshow {
      documentId
      activity_slides {
        id
        title
        include_in_lesson
        main_image {
          url
          alternativeText
          formats
        }
      }
    }
  }
`);

/**
 * SPEC-GUIDE §7 SchemeLessonsQuery (lessonId, schemeId, programmeSlug): a lesson overview in one request. The lesson,
 * the programme (breadcrumbs) and a published unit (`scheme`: its lesson list for 'Next:' and its sections for 'View in
 * Activity Library') come from the CMS's `lessonOverview`, which reads each in one go; a teacher's custom unit comes
 * from `customScheme { lessons }` (the CMS's lesson rule, the unit's lessons for 'Next:' and each lesson's pool
 * filtered by the unit's strands), which only its owner reads.
 */
export const schemeLessonsQuery = graphql(`
  query SchemeLessonsQuery($lessonId: ID!, $schemeId: ID!, $programmeSlug: String!, $customUnit: Boolean!) {
    lessonOverview(lessonId: $lessonId, programmeSlug: $programmeSlug) {
      lesson {
        documentId
        title
        page_title
        introduction
        disable_lesson_mode
        learning_objectives {
          id
          text
        }
        key_vocabulary {
          id
          term
          meaning
        }
        year_groups {
          title
          order
          key_stage
        }
        documents {
          id
          title
          file {
            ...FileFields
          }
        }
        activities_above {
          ...LessonOverviewActivityFields
        }
        activity_pool {
          ...LessonOverviewActivityFields
        }
        activities {
          id
          section_divider
          title
          activity {
            ...LessonOverviewActivityFields
          }
        }
        extensionactivities {
          ...LessonOverviewActivityFields
        }
      }
      scheme(documentId: $schemeId) @skip(if: $customUnit) {
        documentId
        title
        lessons {
          documentId
          title
        }
        scheme_library {
          documentId
        }
        activity_sections {
          documentId
          activity_library {
            documentId
          }
          activities {
            documentId
          }
        }
      }
      programme {
        documentId
        title
        audience {
          documentId
          title
        }
      }
    }
    customScheme(documentId: $schemeId) @include(if: $customUnit) {
      documentId
      title
      lessons {
        lesson {
          ...UnitLessonLinkFields
        }
        activity_pool {
          documentId
        }
      }
    }
  }
`);

/** SchemeLessonsQuery's variables for a lesson's address: what the overview asks, and its route ahead of it. */
export const schemeLessonsVariables = ({ lesson = '', unit = '', programme = '' }: Params, customUnit: boolean) => ({
  lessonId: lesson,
  schemeId: unit,
  programmeSlug: programme,
  customUnit,
});
