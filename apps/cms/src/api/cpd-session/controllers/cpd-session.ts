import { cpdController } from '../details';

export default cpdController('api::cpd-session.cpd-session');
