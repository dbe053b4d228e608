/** The single-type pages (data/pages.json) and the CPD page with its events and sessions (data/cpd.json). */
import { z } from 'zod';
import { MediaKey } from './handles';

const DocumentBlueprint = z.strictObject({ title: z.string(), file: MediaKey });

const Promobox = z.strictObject({
  title: z.string(),
  body: z.string(),
  link_label: z.string().optional(),
  link_url: z.string().optional(),
});

/**
 * The single-type pages, their fields as the content types name them (the home page's audiences and film are added by
 * the seed).
 */
export const PagesBlueprint = z.strictObject({
  home: z.strictObject({
    title: z.string(),
    subtitle: z.string(),
    introduction: z.string(),
    media_introduction: z.string(),
    new_registration_welcome_message: z.string(),
    new_purchase_welcome_message: z.string(),
    new_invitation_welcome_message: z.string(),
    promoboxes: z.array(Promobox),
  }),
  signUpPage: z.strictObject({
    title: z.string(),
    description: z.string(),
    title_free_trial: z.string(),
    introduction_free_trial: z.string(),
    promobox: Promobox,
    sidebar_promobox: Promobox,
  }),
  termsAndConditions: z.strictObject({ title: z.string(), content: z.string() }),
  privacyPolicy: z.strictObject({ title: z.string(), content: z.string() }),
  playlistPage: z.strictObject({ title: z.string(), introduction: z.string() }),
});

export const CpdBlueprint = z.strictObject({
  title: z.string(),
  bodyContent: z.string(),
  liveEventsHeading: z.string(),
  videoSessionsTitle: z.string(),
  documents: z.array(DocumentBlueprint),
  liveEvents: z.array(
    z.strictObject({
      title: z.string(),
      slug: z.string(),
      /** Days from the seed date, so demo events stay upcoming. */
      inDays: z.number().int(),
      venue: z.string(),
      blurb: z.string(),
      mainText: z.string(),
      mainImage: MediaKey,
      session: z.strictObject({
        title: z.string(),
        isRemote: z.boolean(),
        addressLocation: z.string().optional(),
        startEndTime: z.string(),
        link: z.string(),
        linkTitle: z.string(),
        additionalInfo: z.string(),
      }),
      documents: z.array(DocumentBlueprint),
    }),
  ),
  videoSessions: z.array(
    z.strictObject({
      title: z.string(),
      slug: z.string(),
      blurb: z.string(),
      mainText: z.string(),
      mainImage: MediaKey,
      documents: z.array(DocumentBlueprint),
    }),
  ),
});
export type CpdBlueprint = z.infer<typeof CpdBlueprint>;
