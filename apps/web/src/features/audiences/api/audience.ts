import { graphql } from '../../../gql';

/** SPEC-GUIDE §7 Audience (audienceSlug): everything an audience home needs. */
export const audienceQuery = graphql(`
  query Audience($audienceSlug: String!) {
    audiences(filters: { slug: { eq: $audienceSlug } }) {
      documentId
      slug
      title
      subtitle
      introduction
      libraries_intro
      programmes {
        documentId
        year_groups {
          ...YearGroupLinkFields
        }
      }
      theme {
        ...BannerThemeFields
      }
      featurebox {
        id
        title
        blurb
        is_preview
        link_label
        tag_age_groups {
          documentId
          title
          slug
        }
        featured_image {
          ...ImageFields
        }
        programmelink {
          ...ProgrammeLinkFields
        }
      }
    }
  }
`);
