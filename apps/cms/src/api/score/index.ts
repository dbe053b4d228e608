import type { Core } from '@strapi/strapi';
import { registerScoreRoutes } from './printable-scores';

/** Printable scores (issue #29); the notation field itself is registered from src/index.ts (./custom-field.ts). */
export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerScoreRoutes(strapi);
  },
};
