import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::at-home-library.at-home-library');
