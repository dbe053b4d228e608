import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::user-profile.user-profile');
