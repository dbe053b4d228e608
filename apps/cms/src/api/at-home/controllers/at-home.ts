import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { AtHomeResult } from '../services/at-home';

const AT_HOME_MESSAGES = {
  invalid: 'This Music at Home link is not valid. Please check it with your teacher.',
  expired: 'This Music at Home link is no longer active. Please ask your teacher for a new one.',
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/at-home/link?programme={slug}: the signed-in subscriber's link to share with families. */
  async link(ctx: Context) {
    const programme = String(ctx.query.programme ?? '');
    const code = await strapi.service('api::at-home.at-home').linkFor(programme, ctx.state.user.id);
    if (!code) return ctx.notFound('This programme has no Music at Home library');
    ctx.body = { data: { code } };
  },

  /** GET /api/at-home/:code: public; the CMS, not the browser, decides whether the link still works. */
  async open(ctx: Context) {
    const result: AtHomeResult = await strapi.service('api::at-home.at-home').open(String(ctx.params.code));
    if (result.status === 'ok') {
      ctx.body = { data: result.library };
      return;
    }
    ctx.status = result.status === 'invalid' ? 404 : 403;
    ctx.body = {
      data: null,
      error: {
        status: ctx.status,
        name: result.status === 'invalid' ? 'NotFoundError' : 'ForbiddenError',
        message: AT_HOME_MESSAGES[result.status],
      },
    };
  },
});
