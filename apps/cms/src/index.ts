import type { Core } from '@strapi/strapi';
import { registerCpdDetailPolicies } from './extensions/graphql/cpd-details';
import { enforceOwnership } from './ownership';
import { applyPermissions } from './permissions';
import { seedDemoContent } from './seed';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerCpdDetailPolicies(strapi);
    enforceOwnership(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await applyPermissions(strapi);
    if (strapi.config.get<boolean>('product.seedDemoContent')) await seedDemoContent(strapi);
  },
};
