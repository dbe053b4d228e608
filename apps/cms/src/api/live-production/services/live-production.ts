import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::live-production.live-production');
