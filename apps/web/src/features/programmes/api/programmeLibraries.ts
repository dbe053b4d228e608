import { graphql } from '../../../gql';

/**
 * The programme's libraries: subscriber content, asked for only by a subscriber's page. Not beside ProgrammeQuery,
 * which the route's loader imports into the app's core (app/routes/publicRoutes.ts): only the page needs this one.
 */
export const programmeLibrariesQuery = graphql(`
  query ProgrammeLibraries($slug: String!) {
    programmes(filters: { slug: { eq: $slug } }) {
      documentId
      activity_library {
        documentId
      }
      audio_library {
        documentId
      }
      activity_at_home_library {
        documentId
      }
    }
  }
`);
