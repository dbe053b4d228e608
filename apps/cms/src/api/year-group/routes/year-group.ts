import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::year-group.year-group');
