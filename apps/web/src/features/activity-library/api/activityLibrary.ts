import { graphql } from '../../../gql';

/** A library's sections, with their activities to count. */
export const activityLibrarySections = graphql(`
  fragment ActivityLibrarySections on ActivityLibrary {
    documentId
    title
    activity_section {
      documentId
      title
      activities {
        documentId
      }
    }
  }
`);

/** SPEC-GUIDE §7 ActivityLibrary (id, programmeSlug): a library and its sections, with their activities to count. */
export const activityLibraryQuery = graphql(`
  query ActivityLibrary($id: ID!, $programmeSlug: String!) {
    activityLibrary(documentId: $id) {
      ...ActivityLibrarySections
      introduction
    }
    programmes(filters: { slug: { eq: $programmeSlug } }) {
      ...ProgrammeCrumbFields
    }
  }
`);

/** SPEC-GUIDE §7 ActivitySection (ids, programmeSlug): one or more sections (comma-separated ids combine them). */
export const activitySectionQuery = graphql(`
  query ActivitySection($ids: [ID]!, $programmeSlug: String!) {
    activitySections(filters: { documentId: { in: $ids } }) {
      documentId
      title
      introduction
      documents {
        ...DocumentFields
      }
      activities {
        documentId
        title
        type
        time
        lesson_summary
      }
    }
    programmes(filters: { slug: { eq: $programmeSlug } }) {
      ...ProgrammeCrumbFields
    }
  }
`);

/**
 * SPEC-GUIDE §7 audience activity sections (audienceSlug, programmeSlug optional): every library of the audience; at
 * /-/-/activity-filter (no audience) every library there is.
 */
export const audienceActivitySectionsQuery = graphql(`
  query AudienceActivitySections($audienceSlug: String!, $programmeSlug: String!, $everyAudience: Boolean!) {
    audienceLibraries: activityLibraries(filters: { audience: { slug: { eq: $audienceSlug } } })
      @skip(if: $everyAudience) {
      ...ActivityLibrarySections
    }
    everyLibrary: activityLibraries @include(if: $everyAudience) {
      ...ActivityLibrarySections
    }
    audiences(filters: { slug: { eq: $audienceSlug } }) @skip(if: $everyAudience) {
      documentId
      title
      activity_library_intro
    }
    programmes(filters: { slug: { eq: $programmeSlug } }) {
      documentId
      title
    }
  }
`);
