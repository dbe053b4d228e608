// SPEC-GUIDE §2 Programme page (/{audience}/{programme} and /secondary/{key stage}/programme/{programme}).
export { ProgrammePage } from './ProgrammePage';
