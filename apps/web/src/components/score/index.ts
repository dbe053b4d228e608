export { Score, type ScoreHandle, type ScoreProps } from './Score';
export { pauseAllScores } from './scorePlayback';
