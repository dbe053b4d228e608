import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::cpd-live-event.cpd-live-event');
