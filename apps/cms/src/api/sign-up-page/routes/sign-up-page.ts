import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::sign-up-page.sign-up-page');
