import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::live-performance.live-performance');
