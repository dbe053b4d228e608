import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::audience.audience');
