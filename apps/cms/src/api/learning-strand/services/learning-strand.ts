import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::learning-strand.learning-strand');
