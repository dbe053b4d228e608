import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::live-programme.live-programme');
