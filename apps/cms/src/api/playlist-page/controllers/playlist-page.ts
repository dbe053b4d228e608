import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::playlist-page.playlist-page');
