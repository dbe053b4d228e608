import { detailController } from '../../../access/detail-controller';

export default detailController('api::cpd-session.cpd-session');
