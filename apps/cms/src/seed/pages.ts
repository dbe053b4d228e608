import type { AudienceSlug } from './blueprints';
import { DEMO_VIDEO, type SeedContext } from './context';
import { createDocument } from './documents';

const HELP_EMAIL = 'help@example.org';

const TERMS = `These terms apply to everyone who uses the Music Classroom website and its teaching resources. By creating an account you agree to them, so please read them carefully.

## 1. Who we are

Music Classroom is run by the orchestra’s education department. You can contact us at ${HELP_EMAIL}.

## 2. Your account

- You must be a teacher, teaching assistant or other education professional to register.
- Keep your password safe and do not share your account. Each member of staff should have their own login.
- Tell us straight away if you think someone else has used your account.

## 3. Subscriptions and free trials

A free trial gives you access to a selection of content for 30 days. A subscription gives your school access to every programme for twelve months from the date of purchase. Subscriptions renew only if you choose to renew them.

## 4. Using the resources

You may use the resources with your own pupils, in your own school, and share them with pupils’ families for learning at home (for example through **Music at Home**). You may print the scores and worksheets as often as you need.

You may not sell the resources, publish them on another website, or share your login with another school.

## 5. Recordings and video

Recordings and films remain the property of the orchestra and its players. They may be played in class and in school performances, but not broadcast or uploaded elsewhere.

## 6. Changes to the service

We add and update content regularly. We may occasionally retire a programme; if we do, subscribers will be told at least a term in advance.

## 7. Liability

We take care to make the resources accurate and safe, but teachers remain responsible for how activities are run in their classrooms, including risk assessment for movement activities.

## 8. Changes to these terms

If we change these terms we will tell you by e-mail and on this page. The terms were last updated at the start of this school year.`;

const PRIVACY = `We take your privacy seriously. This policy explains what personal information we collect when you use Music Classroom, why we collect it, and your rights.

## What we collect

- **Account details:** your name, e-mail address, school, school postcode, role and, if you give it, a phone number.
- **Usage information:** which programmes and activities you open, so that we can improve them. This is never linked to pupils.
- **Content you create:** playlists and custom units of work you build on the site.

We do not collect any information about pupils.

## Why we use it

We use your information to run your account, provide the resources you subscribe to, tell you about changes to the service, and (only if you agree) send you news about concerts and training. Our lawful basis is the contract between us, and your consent for marketing.

## Who we share it with

We share information only with the companies that host the site and send our e-mails, under contracts that protect it. We never sell your information.

## How long we keep it

We keep account information while your account is active and for two years afterwards, then delete it. You can ask us to delete your account at any time.

## Your rights

You have the right to see the information we hold about you, to correct it, to ask us to delete it, and to object to how we use it. Write to ${HELP_EMAIL} and we will reply within one month.

If you are unhappy with how we have handled your information, you can complain to the Information Commissioner’s Office (ico.org.uk).

## Cookies

We use essential cookies to keep you signed in, and analytics cookies (only with your consent) to understand how the site is used.`;

async function seedHome(ctx: SeedContext): Promise<void> {
  const audiencesInMenuOrder: AudienceSlug[] = ['primary', 'secondary', 'send', 'live'];
  await createDocument(ctx.strapi, 'api::learning-resources-home.learning-resources-home', {
    title: 'Music Classroom',
    subtitle: 'Teaching resources from the orchestra',
    introduction:
      'Welcome to the Music Classroom: programmes, lessons and recordings created by the orchestra’s players and education team, for every teacher and every classroom. Choose where you teach to get started.',
    media_introduction: 'New to the Music Classroom? Watch this short film to see how teachers use it.',
    media_embed: DEMO_VIDEO,
    new_registration_welcome_message:
      '## Welcome to the Music Classroom!\n\nYour free account is ready. Explore the programmes for your audience, try a lesson in **lesson mode**, and start a playlist of your favourite activities.',
    new_purchase_welcome_message:
      '## Thank you for subscribing!\n\nYour school now has full access to every programme, library and recording. Start with the programme for your audience, or go straight to the activity library.',
    new_invitation_welcome_message:
      '## You have been invited to join your school’s subscription\n\nYour colleague has added you to their Music Classroom account, so you have full access to every programme. Enjoy exploring!',
    audiences: audiencesInMenuOrder.map((slug) => ctx.audiences[slug]),
    promoboxes: [
      {
        title: 'Try a free lesson',
        body: 'Sign up for a free account and try a complete Music Foundations lesson with your class.',
        link_label: 'Sign up',
        link_url: '/subscribe',
      },
      {
        title: 'Professional development',
        body: 'Live training events and video sessions to build your confidence in the music classroom.',
        link_label: 'Explore CPD',
        link_url: '/cpd',
      },
      {
        title: 'New this term',
        body: 'Two new SEND programmes, developed with our partner special schools, are now available to all subscribers.',
      },
    ],
  });
}

async function seedSignUpPage(ctx: SeedContext): Promise<void> {
  await createDocument(ctx.strapi, 'api::sign-up-page.sign-up-page', {
    title: 'Your Account',
    description: 'Create an account to start using the Music Classroom with your pupils.',
    title_free_trial: 'Start your free trial',
    introduction_free_trial:
      'Register for a **free 30-day trial** and get access to a selection of lessons, activities and recordings. No payment details needed.',
    promobox: {
      title: 'Subscribe your school',
      body: 'A school subscription gives every teacher full access to all programmes for a year.',
      link_label: 'Find out about subscriptions',
      link_url: '/subscribe',
    },
    sidebar_promobox: {
      title: 'Need help?',
      body: `E-mail us at ${HELP_EMAIL} and our team will get back to you within two working days.`,
      link_label: 'Contact us',
      link_url: `mailto:${HELP_EMAIL}`,
    },
  });
}

/** Home, sign-up, terms, privacy and playlists pages (all single types). */
export async function seedPages(ctx: SeedContext): Promise<void> {
  await seedHome(ctx);
  await seedSignUpPage(ctx);
  await createDocument(ctx.strapi, 'api::terms-and-condition.terms-and-condition', {
    title: 'Terms and Conditions',
    content: TERMS,
  });
  await createDocument(ctx.strapi, 'api::privacy-policy.privacy-policy', { title: 'Privacy Policy', content: PRIVACY });
  await createDocument(ctx.strapi, 'api::playlist-page.playlist-page', {
    title: 'Playlists',
    introduction:
      'Gather activities and recordings into playlists for your lessons, then run them straight from the slides.',
  });
}
