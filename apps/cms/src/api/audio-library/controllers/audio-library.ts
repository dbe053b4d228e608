import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::audio-library.audio-library');
