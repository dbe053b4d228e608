import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::at-home-activity.at-home-activity');
