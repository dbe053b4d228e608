import { detailController } from '../../../access/detail-controller';

export default detailController('api::live-production.live-production');
