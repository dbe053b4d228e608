import { graphql } from '../../../gql';

/** SPEC-GUIDE §7 termsAndCondition. */
export const termsAndConditionQuery = graphql(`
  query termsAndCondition {
    termsAndCondition {
      documentId
      title
      content
    }
  }
`);

/** SPEC-GUIDE §7 privacyPolicy. */
export const privacyPolicyQuery = graphql(`
  query privacyPolicy {
    privacyPolicy {
      documentId
      title
      content
    }
  }
`);

/**
 * SPEC-GUIDE §7 landingPages and projects by slug. /secondary/{slug} may name either (SPEC-GUIDE §2 Secondary home:
 * "cards link to /secondary/{project or landing page slug}"), so one operation asks for both.
 */
export const landingPageQuery = graphql(`
  query landingPages($slug: String!) {
    landingPages(filters: { slug: { eq: $slug } }) {
      documentId
      slug
      title
      main_text
      audience {
        ...AudienceLinkFields
      }
      document {
        ...FileFields
      }
      audio {
        ...FileFields
      }
      features {
        id
        title
        blurb
        is_preview
        link_label
        featured_image {
          ...ImageFields
        }
        tag_age_groups {
          documentId
          title
        }
        programmelink {
          ...ProgrammeLinkFields
        }
      }
    }
    projects(filters: { slug: { eq: $slug } }) {
      documentId
    }
  }
`);

/** SPEC-GUIDE §7 projects by slug. Activities are subscriber content: anonymous visitors get the page without them. */
export const projectQuery = graphql(`
  query projects($slug: String!) {
    projects(filters: { slug: { eq: $slug } }) {
      documentId
      slug
      title
      main_text
      explore_activities_title
      main_image {
        ...ImageFields
      }
      audience {
        documentId
        slug
        title
        theme {
          id
          css
        }
      }
      documents {
        ...DocumentFields
      }
    }
  }
`);

export const projectActivitiesQuery = graphql(`
  query projectActivities($slug: String!) {
    projects(filters: { slug: { eq: $slug } }) {
      documentId
      activity_pages {
        documentId
        title
        type
        time
        lesson_summary
      }
    }
  }
`);
