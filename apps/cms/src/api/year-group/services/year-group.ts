import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::year-group.year-group');
