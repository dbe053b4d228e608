import { graphql } from '../../../gql';

/** SPEC-GUIDE §7 cpd: the CPD index with its downloads, live events and video sessions. */
export const cpdQuery = graphql(`
  query cpd {
    cpd {
      documentId
      title
      body_content
      live_events_heading
      video_sessions_title
      documents {
        ...DocumentFields
      }
      cpd_live_events {
        documentId
        slug
        title
        event_date
        venue
        blurb
        main_image {
          ...ImageFields
        }
      }
      cpd_sessions {
        documentId
        slug
        title
        blurb
        main_image {
          ...ImageFields
        }
      }
    }
  }
`);

/** SPEC-GUIDE §7 cpdLiveEvents by slug (a signed-in teacher's request: the detail fields are refused to visitors). */
export const cpdLiveEventQuery = graphql(`
  query cpdLiveEvents($slug: String!) {
    cpdLiveEvents(filters: { slug: { eq: $slug } }) {
      documentId
      slug
      title
      event_date
      venue
      main_text
      main_image {
        ...ImageFields
      }
      session {
        id
        title
        session_date
        is_remote
        address_location
        start_end_time
        session_link
        session_link_title
        additional_info
      }
      documents {
        ...DocumentFields
      }
    }
  }
`);

/** SPEC-GUIDE §7 cpdSessions by slug. */
export const cpdSessionQuery = graphql(`
  query cpdSessions($slug: String!) {
    cpdSessions(filters: { slug: { eq: $slug } }) {
      documentId
      slug
      title
      main_text
      video
      main_image {
        ...ImageFields
      }
      documents {
        ...DocumentFields
      }
    }
  }
`);
