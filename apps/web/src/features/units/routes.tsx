// SPEC-GUIDE §2 Unit page (/{audience}/{programme}/unit/{unit}).
export { UnitPage } from './UnitPage';
