import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::cpd-live-event.cpd-live-event');
