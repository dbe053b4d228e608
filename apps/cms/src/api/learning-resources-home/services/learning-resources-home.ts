import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::learning-resources-home.learning-resources-home');
