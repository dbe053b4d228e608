import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::learning-resources-home.learning-resources-home');
