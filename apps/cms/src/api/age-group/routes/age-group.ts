import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::age-group.age-group');
