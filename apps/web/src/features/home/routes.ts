export { HomePage, loadTeacherHome } from './HomePage';
