import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::learning-strand.learning-strand');
