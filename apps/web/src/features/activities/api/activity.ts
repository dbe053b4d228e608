import { graphql } from '../../../gql';

/** An activity option with everything its tabs show (SPEC-GUIDE §3 Activity option). */
export const activityOptionFields = graphql(`
  fragment ActivityOptionFields on ActivityOption {
    documentId
    title
    introduction
    introduction_pt2
    time
    music
    equipment
    documents {
      ...DocumentFields
    }
    learning_objectives {
      id
      title
      description
      audience {
        documentId
        slug
      }
    }
    delivery_option {
      id
      title
      activity_detail {
        id
        title
        description
        media {
          documentId
          name
          alternativeText
          caption
          width
          height
          formats
          ext
          mime
          size
          url
          previewUrl
        }
      }
    }
  }
`);

/**
 * SPEC-GUIDE §7 ActivityPage (id, sectionId list, programmeSlug, lessonId, schemeId, customSchemeId): the activity with
 * all its options and delivery options (so switching tabs never waits for the network), plus what its route shape
 * needs for breadcrumbs and 'Next:': the lesson and its unit or custom unit, or the library sections.
 */
export const activityPageQuery = graphql(`
  query ActivityPage(
    $id: ID!
    $sectionIds: [ID]
    $programmeSlug: String!
    $lessonId: ID!
    $schemeId: ID!
    $customSchemeId: ID!
    $inLesson: Boolean!
    $inUnit: Boolean!
    $inCustomUnit: Boolean!
    $inSections: Boolean!
  ) {
    activityPage(documentId: $id) {
      documentId
      title
      time
      type
      introduction
      notation
      activity_slideshow {
        documentId
      }
      relatedActivities {
        documentId
        title
        type
        lesson_summary
      }
      activityOptions {
        ...ActivityOptionFields
      }
    }
    lesson(documentId: $lessonId) @include(if: $inLesson) {
      documentId
      title
      activities_above {
        documentId
        title
      }
      activity_pool {
        documentId
        title
        learning_strands {
          documentId
        }
      }
      activities {
        id
        section_divider
        title
        activity {
          documentId
          title
        }
      }
    }
    scheme(documentId: $schemeId) @include(if: $inUnit) {
      documentId
      title
    }
    customScheme(documentId: $customSchemeId) @include(if: $inCustomUnit) {
      documentId
      title
      lessons {
        lesson {
          documentId
        }
        activity_pool {
          documentId
        }
      }
    }
    activitySections(filters: { documentId: { in: $sectionIds } }) @include(if: $inSections) {
      documentId
      title
    }
    programmes(filters: { slug: { eq: $programmeSlug } }) {
      ...ProgrammeCrumbFields
    }
  }
`);
