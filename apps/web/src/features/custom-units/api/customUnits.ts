import { graphql } from '../../../gql';

/**
 * SPEC-GUIDE §7 custom-unit calls. The CMS answers only the token user's units (apps/cms/src/access/ownership.ts), so
 * no owner id is sent; a unit's lessons come from the CMS's lesson rule (`customScheme { lessons }`).
 */

/** SPEC-GUIDE §7 customSchemeBuilders (audience slug, programme slug): the strand picker, strands sorted by id. */
export const customSchemeBuildersQuery = graphql(`
  query CustomSchemeBuilders($audienceSlug: String!, $programmeSlug: String!) {
    customSchemeBuilders(
      filters: { programme: { slug: { eq: $programmeSlug } }, audience: { slug: { eq: $audienceSlug } } }
    ) {
      documentId
      title
      introduction
      number_required_strands
      programme {
        documentId
        title
      }
      audience {
        ...AudienceLinkFields
      }
      learning_strands(sort: "id:asc") {
        documentId
        title
        description
      }
    }
  }
`);

/** SPEC-GUIDE §7 customSchemes (programme slug): the signed-in teacher's units of this programme. */
export const customSchemesQuery = graphql(`
  query CustomSchemes($audienceSlug: String!, $programmeSlug: String!) {
    customSchemes(
      filters: { programme: { slug: { eq: $programmeSlug } }, audience: { slug: { eq: $audienceSlug } } }
      sort: "createdAt:asc"
    ) {
      documentId
      title
      learning_strands(sort: "id:asc") {
        documentId
        title
      }
    }
    programmes(filters: { slug: { eq: $programmeSlug } }) {
      ...ProgrammeCrumbFields
    }
  }
`);

/**
 * SPEC-GUIDE §7 CustomSchemeQuery (id, audienceSlug, programmeSlug): a unit, its lessons and the plan's introduction.
 */
export const customSchemeQuery = graphql(`
  query CustomSchemeQuery($id: ID!, $audienceSlug: String!, $programmeSlug: String!) {
    customScheme(documentId: $id) {
      documentId
      title
      learning_strands(sort: "id:asc") {
        documentId
        title
      }
      lessons {
        lesson {
          documentId
          title
          introduction
          featured
        }
      }
    }
    customSchemePlans(
      filters: { programme: { slug: { eq: $programmeSlug } }, audience: { slug: { eq: $audienceSlug } } }
    ) {
      documentId
      title
      introduction
    }
    programmes(filters: { slug: { eq: $programmeSlug } }) {
      ...ProgrammeCrumbFields
    }
  }
`);

/** SPEC-GUIDE §7 createCustomScheme (title, learning_strands ids, audience, programme); the CMS sets the owner. */
export const createCustomSchemeMutation = graphql(`
  mutation CreateCustomScheme($data: CustomSchemeInput!) {
    createCustomScheme(data: $data) {
      documentId
      title
    }
  }
`);

/** SPEC-GUIDE §7 deleteCustomScheme (id). */
export const deleteCustomSchemeMutation = graphql(`
  mutation DeleteCustomScheme($id: ID!) {
    deleteCustomScheme(documentId: $id) {
      documentId
    }
  }
`);
