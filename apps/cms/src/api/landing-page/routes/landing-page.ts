import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::landing-page.landing-page');
