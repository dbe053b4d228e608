import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::at-home-activity.at-home-activity');
