// SPEC-GUIDE §2 custom units: the teacher's list, one unit, and the strand picker that creates one.
export { CreateUnitPage } from './CreateUnitPage';
export { CustomUnitPage } from './CustomUnitPage';
export { CustomUnitsPage } from './CustomUnitsPage';
