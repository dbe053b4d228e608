import { graphql } from '../../../gql';

/** What a lesson's activity card shows (SPEC §2 Lesson overview). */
export const lessonActivityFields = graphql(`
  fragment LessonActivityFields on ActivityPage {
    documentId
    title
    time
    type
    lesson_summary
    teaching_option
  }
`);

/**
 * SPEC §7 SchemeLessonsQuery (lessonId, schemeId, programmeSlug): a lesson overview in one request, for a published
 * unit (`scheme`: its lesson list for 'Next:' and its sections for 'View in Activity Library') or for a teacher's
 * custom unit (`customScheme { lessons }`: the CMS's lesson rule, the unit's lessons for 'Next:' and each lesson's pool
 * filtered by the unit's strands).
 */
export const schemeLessonsQuery = graphql(`
  query SchemeLessonsQuery($lessonId: ID!, $schemeId: ID!, $programmeSlug: String!, $customUnit: Boolean!) {
    lesson(documentId: $lessonId) {
      documentId
      title
      page_title
      introduction
      disable_lesson_mode
      documents {
        ...DocumentFields
      }
      activities_above {
        ...LessonActivityFields
      }
      activity_pool {
        ...LessonActivityFields
        learning_strands {
          documentId
        }
      }
      activities {
        id
        section_divider
        title
        activity {
          ...LessonActivityFields
        }
      }
      extensionactivities {
        ...LessonActivityFields
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
    customScheme(documentId: $schemeId) @include(if: $customUnit) {
      documentId
      title
      lessons {
        lesson {
          documentId
          title
        }
        activity_pool {
          documentId
        }
      }
    }
    programmes(filters: { slug: { eq: $programmeSlug } }) {
      ...ProgrammeCrumbFields
    }
  }
`);
