/** Constants of SPEC-GUIDE §3 that several tests check the CMS against. */
export const SLIDE_TEMPLATES = [
  'image',
  'audio',
  'video',
  'two_videos',
  'audio_and_image',
  'flipcards',
  'audiocards',
  'two_columns',
  'sub_slide_buttons',
  'all',
];

/** Templates added beyond §3: 'score' shows a melody's notation that plays (issue 29). */
export const ADDED_SLIDE_TEMPLATES = ['score'];
