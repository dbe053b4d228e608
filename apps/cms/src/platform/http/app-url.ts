import type { Core } from '@strapi/strapi';

/**
 * Where the web app lives, for links in mails, the sitemap and server-rendered pages: APP_URL, else the CMS's own
 * public address (they are one origin).
 */
export function appUrl(strapi: Core.Strapi): string {
  const configured = strapi.config.get<string>('product.accounts.appUrl', '');
  return (configured || strapi.config.get<string>('server.absoluteUrl')).replace(/\/+$/, '');
}
