import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::learning-resources-home.learning-resources-home');
