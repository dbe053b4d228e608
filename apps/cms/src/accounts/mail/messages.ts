import type { Core } from '@strapi/strapi';
import { appUrl } from '../../platform/http/app-url';

/** The mails the accounts flows send, as text and as simple HTML. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const PRODUCT = 'Music Classroom';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function mail(to: string, subject: string, paragraphs: string[], link: { label: string; href: string }): Mail {
  const text = [...paragraphs, `${link.label}: ${link.href}`].join('\n\n');
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export function passwordResetMail(strapi: Core.Strapi, to: string, code: string, minutes: number): Mail {
  const href = `${appUrl(strapi)}/account/reset-password?code=${encodeURIComponent(code)}`;
  return mail(
    to,
    `Reset your ${PRODUCT} password`,
    [
      `Someone asked to set a new password for the ${PRODUCT} account of ${to}.`,
      `To choose a new password, open the link below within ${minutes} minutes. If it was not you, ignore this e-mail: your password stays as it is.`,
    ],
    { label: 'Set a new password', href },
  );
}

/** To the owner of an address someone tried to register again (registration answered that it has an account). */
export function registrationAttemptMail(strapi: Core.Strapi, to: string): Mail {
  return mail(
    to,
    `Someone tried to register with your ${PRODUCT} address`,
    [
      `Someone tried to create a ${PRODUCT} account with ${to}, which already has an account.`,
      'If it was you, sign in with your password, or choose "Forgot your password?" on the login page to set a new one. If it was not you, ignore this e-mail: your account and password stay as they are.',
    ],
    { label: 'Sign in or reset your password', href: `${appUrl(strapi)}/login` },
  );
}

export function invitationMail(strapi: Core.Strapi, to: string, ownerName: string, token: string): Mail {
  const href = `${appUrl(strapi)}/subscribe?invitation=${encodeURIComponent(token)}`;
  return mail(
    to,
    `${ownerName} invited you to the ${PRODUCT}`,
    [
      `${ownerName} has invited you to share their ${PRODUCT} subscription: programmes, lessons, activities and recordings for your classes.`,
      'Open the link below to create your account, or to sign in if you already have one, with this e-mail address.',
    ],
    { label: 'Accept the invitation', href },
  );
}

/** Sends through the e-mail plugin (SMTP, or the development outbox). */
export async function sendMail(strapi: Core.Strapi, message: Mail): Promise<void> {
  await strapi.plugin('email').service('email').send(message);
}
