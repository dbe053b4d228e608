import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::audio-page.audio-page');
