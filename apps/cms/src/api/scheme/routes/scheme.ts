import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::scheme.scheme');
