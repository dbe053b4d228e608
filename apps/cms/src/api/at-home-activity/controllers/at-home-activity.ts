import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::at-home-activity.at-home-activity');
