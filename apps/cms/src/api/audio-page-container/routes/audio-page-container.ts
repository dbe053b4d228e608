import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::audio-page-container.audio-page-container');
