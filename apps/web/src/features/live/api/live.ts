import { graphql } from '../../../gql';

/** SPEC-GUIDE §7 liveProgrammes by slug. */
export const liveProgrammeQuery = graphql(`
  query liveProgrammes($slug: String!) {
    liveProgrammes(filters: { slug: { eq: $slug } }) {
      documentId
      slug
      title
      subtitle
      main_text
      performances_heading
      productions_heading
      quotation {
        id
        quotation
        attribution
      }
      theme {
        ...BannerThemeFields
      }
      live_performances {
        documentId
        slug
        title
        blurb
        thumbnail_images {
          ...ImageFields
        }
      }
      live_productions {
        documentId
        slug
        title
        blurb
        thumbnail_images {
          ...ImageFields
        }
      }
    }
  }
`);

/**
 * SPEC-GUIDE §7 liveProductions by slug. /live/{programme}/{slug} also serves the programme's performances, so the same
 * operation asks for a performance with that slug.
 */
export const liveProductionQuery = graphql(`
  query liveProductions($slug: String!, $programmeSlug: String!) {
    liveProductions(filters: { slug: { eq: $slug } }) {
      documentId
      slug
      title
      main_text
      performance_dates
      performance_venues
      venues_link
      venues_link_label
      explore_activities_title
      active_live_performance
      main_image {
        ...ImageFields
      }
      bookings {
        id
        event_date
        venue_name
        booking_link
      }
      documents {
        ...DocumentFields
      }
      related_activities {
        documentId
        title
        type
      }
      audio_pages {
        documentId
        title
      }
    }
    livePerformances(filters: { slug: { eq: $slug } }) {
      documentId
      slug
      title
      blurb
      performance_dates
      performance_venues
      active_live_performance
      thumbnail_images {
        ...ImageFields
      }
    }
    liveProgrammes(filters: { slug: { eq: $programmeSlug } }) {
      documentId
      slug
      title
    }
  }
`);
