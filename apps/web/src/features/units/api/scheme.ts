import { graphql } from '../../../gql';

/**
 * SPEC-GUIDE §7 SchemesQuery (id, programmeSlug): the unit page in one request. The programme (by the slug in the URL)
 * gives the breadcrumb titles; lessons are subscriber content, so a visitor without a subscription gets FORBIDDEN.
 */
export const schemesQuery = graphql(`
  query SchemesQuery($id: ID!, $programmeSlug: String!) {
    scheme(documentId: $id) {
      documentId
      title
      introduction
      year_groups {
        ...YearGroupFields
      }
      documents {
        ...DocumentFields
      }
      lessons {
        documentId
        title
        introduction
        year_groups {
          ...YearGroupFields
        }
      }
      scheme_library {
        documentId
      }
      performance_items {
        id
        title
        blurb
        activity {
          documentId
          title
        }
        activity_section {
          documentId
          title
          activity_library {
            documentId
          }
        }
      }
    }
    programmes(filters: { slug: { eq: $programmeSlug } }) {
      ...ProgrammeCrumbFields
    }
  }
`);
