import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::audio-page-container.audio-page-container');
