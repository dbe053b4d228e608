import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::live-production.live-production');
