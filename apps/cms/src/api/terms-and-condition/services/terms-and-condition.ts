import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::terms-and-condition.terms-and-condition');
