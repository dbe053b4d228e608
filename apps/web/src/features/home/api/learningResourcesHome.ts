import { graphql } from '../../../gql';

/** SPEC-GUIDE §7 learningResourcesHome: the home page content. */
export const learningResourcesHomeQuery = graphql(`
  query learningResourcesHome {
    learningResourcesHome {
      documentId
      title
      subtitle
      introduction
      media_introduction
      media_embed
      new_registration_welcome_message
      new_purchase_welcome_message
      new_invitation_welcome_message
      audiences {
        documentId
        slug
        title
        subtitle
        theme {
          ...BannerThemeFields
        }
      }
      promoboxes {
        id
        title
        body
        link_label
        link_url
      }
    }
  }
`);
