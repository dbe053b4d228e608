import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::audio-page.audio-page');
