import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::playlist-page.playlist-page');
