import { cpdController } from '../../cpd-session/details';

export default cpdController('api::cpd-live-event.cpd-live-event');
