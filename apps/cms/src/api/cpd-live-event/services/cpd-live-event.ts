import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::cpd-live-event.cpd-live-event');
