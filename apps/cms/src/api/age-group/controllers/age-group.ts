import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::age-group.age-group');
