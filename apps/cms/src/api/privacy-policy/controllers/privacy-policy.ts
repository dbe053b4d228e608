import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::privacy-policy.privacy-policy');
