import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::user-profile.user-profile');
