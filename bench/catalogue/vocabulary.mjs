/**
 * Words the generated catalogue is written with: enough variety that titles, texts and file names read like a
 * real music curriculum (and that same-title merging on library pages happens as it would in production).
 */

/** @typedef {'Listening' | 'Singing' | 'Composing' | 'Performing'} ActivityType */

/** @type {ActivityType[]} */
export const ACTIVITY_TYPES = ['Listening', 'Singing', 'Composing', 'Performing'];

export const THEMES = [
  'Storm',
  'Sea Shanty',
  'Space',
  'Carnival',
  'Forest',
  'Dragon',
  'Railway',
  'Festival',
  'Night Sky',
  'Mountain',
  'Market Day',
  'Robot',
  'River',
  'Winter',
  'Circus',
  'Jungle',
  'Castle',
  'Ocean',
  'Harvest',
  'City',
];

/** What an activity of each type is called after its theme: 'Storm Soundscape', 'Railway Round' ... */
export const ACTIVITY_FORMS = {
  Listening: ['Listening Map', 'Sound Detectives', 'Spot the Instrument', 'Musical Journey', 'Listen and Draw'],
  Singing: ['Round', 'Call and Echo', 'Part Song', 'Warm-up Chant', 'Singing Game'],
  Composing: ['Soundscape', 'Rhythm Grid', 'Graphic Score', 'Ostinato Layers', 'Melody Maker'],
  Performing: ['Body Percussion', 'Drum Circle', 'Pass the Beat', 'Ensemble Piece', 'Conducting Game'],
};

export const TIMES = ['5 mins', '10 mins', '15 mins', '20 mins', '25 mins', ''];

export const EQUIPMENT = [
  'Untuned percussion: drums, claves and shakers',
  'Glockenspiels or chime bars',
  'Space to move and the recording',
  'Whiteboard, pens and the printed score',
  'Keyboards or tablets with a keyboard app',
  'Scarves or ribbons for movement',
];

/** Delivery option titles: a teacher-led way and an independent way. */
export const DELIVERY_TITLES = [
  ['Teacher-led', 'With the resources'],
  ['In small groups', 'Independent practice'],
];

export const OPTION_TITLES = ['Start together', 'Take it further', 'Make it your own', 'Add a challenge'];

export const SECTION_TITLES = [
  'Warm-ups',
  'Listening',
  'Singing games',
  'Rhythm and pulse',
  'Creating',
  'Performing',
  'Movement',
  'Improvising',
  'Reading notation',
  'Music from around the world',
];

export const SECTION_DIVIDERS = ['Warm-up', 'Main activities', 'Plenary'];

export const UNIT_TOPICS = [
  'Sounds Around Us',
  'Journeys in Sound',
  'Music and Stories',
  'Our Musical Community',
  'Patterns in Music',
  'Music for Celebrations',
  'Voices Together',
  'Music and Movement',
  'Film and Game Music',
  'Music Through Time',
  'Songs of the Sea',
  'Instruments of the Orchestra',
];

export const TERMS = ['Autumn 1', 'Autumn 2', 'Spring 1', 'Spring 2', 'Summer 1', 'Summer 2'];

export const LESSON_FOCUSES = [
  'Finding the beat',
  'Exploring timbre',
  'High and low',
  'Loud and quiet',
  'Fast and slow',
  'Building a texture',
  'Structure and form',
  'Telling a story with sound',
  'Layering rhythms',
  'Sharing our music',
];

export const PIECES = [
  'Morning Mood',
  'Hall of the Mountain King',
  'The Swan',
  'Flight of the Bumblebee',
  'Radetzky March',
  'Clair de Lune',
  'Spring',
  'The Planets: Mars',
  'Bolero',
  'Fanfare for the Common Man',
  'Danse Macabre',
  'The Lark Ascending',
  'Pictures at an Exhibition',
  'Jupiter',
  'Boléro for Schools',
  'Trumpet Voluntary',
];

export const ENSEMBLES = ['strings', 'brass', 'woodwind', 'percussion', 'full orchestra', 'piano', 'choir'];

export const COLLECTION_TITLES = [
  'Music for Movement',
  'Songs to Sing',
  'Calm Listening',
  'Orchestral Favourites',
  'Rhythms to Copy',
  'Music from Films',
  'Seasons in Sound',
  'Marches and Dances',
];
