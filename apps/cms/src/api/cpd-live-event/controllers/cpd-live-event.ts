import { detailController } from '../../../access/detail-controller';

export default detailController('api::cpd-live-event.cpd-live-event');
