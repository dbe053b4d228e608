import documentAccess from './document-access';

export default documentAccess;
