import { cpdController } from '../../cpd-session/cpd-controller';

export default cpdController('api::cpd-live-event.cpd-live-event');
