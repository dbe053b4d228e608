import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::cpd-session.cpd-session');
