import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::landing-page.landing-page');
