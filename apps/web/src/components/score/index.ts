export { Score, type ScoreHandle } from './Score';
export { pauseAllScores } from './scorePlayback';
