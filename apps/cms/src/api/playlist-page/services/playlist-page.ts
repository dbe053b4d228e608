import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::playlist-page.playlist-page');
