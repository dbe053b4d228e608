import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::sign-up-page.sign-up-page');
