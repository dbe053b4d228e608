import type { Core } from '@strapi/strapi';
import { previewRequests } from '../editorial/preview';

/** Requests carrying a valid preview token read drafts, and nothing keeps their answers (src/editorial/preview.ts). */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => previewRequests(strapi);
