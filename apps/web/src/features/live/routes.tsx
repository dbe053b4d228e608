// SPEC-GUIDE §2 Live: a live programme (public) and its productions and performances (login required, see the router).
export { LiveProgrammePage } from './LiveProgrammePage';
export { LiveProductionPage } from './LiveProductionPage';
