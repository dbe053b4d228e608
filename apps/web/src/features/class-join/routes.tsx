// Issue 47: /join, where pupils follow their teacher's lesson on their own devices (standalone layout, no navigation).
export { ClassJoinPage } from './ClassJoinPage';
