import { cpdController } from '../cpd-controller';

export default cpdController('api::cpd-session.cpd-session');
