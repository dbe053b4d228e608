import type { Melody, Note } from './audio';
import type { Picture } from './image';
import type { PrintedSheet } from './pdf';
import type { Film } from './video';

/**
 * Every demo file the seed generates: what it is called in the Media Library and how to make it.
 * Nothing is downloaded; audio is synthesised, images drawn and PDFs printed by code.
 */

export interface Described {
  fileName: string;
  name: string;
  alternativeText: string;
  caption: string;
}

// Tunes are public-domain melodies (or written for the demo) so every recording sounds different.
// prettier-ignore
const ECHO_SONG: Note[] = [
  [60, 1], [62, 1], [64, 1], [60, 1], [60, 1], [62, 1], [64, 1], [60, 1],
  [64, 1], [65, 1], [67, 2], [64, 1], [65, 1], [67, 2],
  [67, 0.5], [69, 0.5], [67, 0.5], [65, 0.5], [64, 1], [60, 1], [67, 0.5], [69, 0.5], [67, 0.5], [65, 0.5], [64, 1], [60, 1],
  [60, 1], [55, 1], [60, 2], [60, 1], [55, 1], [60, 2],
];
// prettier-ignore
const ODE_TO_JOY: Note[] = [
  [64, 1], [64, 1], [65, 1], [67, 1], [67, 1], [65, 1], [64, 1], [62, 1],
  [60, 1], [60, 1], [62, 1], [64, 1], [64, 1.5], [62, 0.5], [62, 2],
  [64, 1], [64, 1], [65, 1], [67, 1], [67, 1], [65, 1], [64, 1], [62, 1],
  [60, 1], [60, 1], [62, 1], [64, 1], [62, 1.5], [60, 0.5], [60, 2],
];
// prettier-ignore
const CALL_AND_RESPONSE: Note[] = [
  [64, 1], [62, 1], [60, 2], [64, 1], [62, 1], [60, 2],
  [60, 0.5], [60, 0.5], [60, 0.5], [60, 0.5], [62, 0.5], [62, 0.5], [62, 0.5], [62, 0.5], [64, 1], [62, 1], [60, 2],
];
// prettier-ignore
const PULSE_PATTERN: Note[] = [
  [60, 1], [64, 1], [67, 1], [64, 1], [62, 1], [65, 1], [69, 1], [65, 1],
  [64, 0.5], [64, 0.5], [67, 1], [72, 1], [null, 1], [67, 0.5], [67, 0.5], [64, 1], [60, 1], [null, 1],
];
// prettier-ignore
const NIGHT_FOREST: Note[] = [
  [57, 1], [60, 1], [64, 2], [62, 1], [65, 1], [69, 2], [64, 1], [67, 1], [71, 2], [69, 3], [null, 1],
  [72, 1], [71, 1], [69, 2], [65, 2], [64, 4],
];
// prettier-ignore
const ENSEMBLE_RIFF: Note[] = [
  [55, 0.5], [55, 0.5], [58, 0.5], [60, 1], [55, 0.5], [62, 0.5], [60, 0.5],
  [55, 0.5], [55, 0.5], [58, 0.5], [60, 1], [65, 0.5], [63, 0.5], [60, 0.5],
];
// prettier-ignore
const SHIMMER: Note[] = [
  [76, 1], [79, 1], [81, 1.5], [79, 0.5], [76, 2], [74, 1], [72, 1], [74, 2], [76, 3], [null, 1],
];

export const AUDIO = {
  echoSong: {
    fileName: 'echo-song.wav',
    name: 'Echo Song',
    alternativeText: 'A flute plays the Echo Song melody',
    caption: 'Echo Song: flute melody for call-and-echo singing',
    melody: { notes: ECHO_SONG, beatsPerMinute: 126, timbre: 'flute', drone: 48, minimumSeconds: 14 },
  },
  odeToJoy: {
    fileName: 'ode-to-joy-strings.wav',
    name: 'Ode to Joy (strings)',
    alternativeText: 'Strings play the Ode to Joy theme over a low drone',
    caption: 'Ode to Joy, Beethoven: the theme played by strings',
    melody: { notes: ODE_TO_JOY, beatsPerMinute: 104, timbre: 'strings', drone: 36, minimumSeconds: 17 },
  },
  callAndResponse: {
    fileName: 'call-and-response.wav',
    name: 'Call and Response',
    alternativeText: 'A short flute call followed by a response',
    caption: 'Call and Response: a phrase to copy back',
    melody: { notes: CALL_AND_RESPONSE, beatsPerMinute: 96, timbre: 'flute', minimumSeconds: 6 },
  },
  pulseWarmUp: {
    fileName: 'pulse-warm-up.wav',
    name: 'Pulse Warm-up',
    alternativeText: 'A marimba pattern over a steady click',
    caption: 'Pulse Warm-up: marimba with a steady beat to march and clap to',
    melody: { notes: PULSE_PATTERN, beatsPerMinute: 112, timbre: 'marimba', beatClick: true, minimumSeconds: 11 },
  },
  nightForest: {
    fileName: 'night-forest.wav',
    name: 'Night Forest',
    alternativeText: 'Slow bell-like notes over a deep drone, mysterious in mood',
    caption: 'Night Forest: atmospheric cue for film-scoring work',
    melody: { notes: NIGHT_FOREST, beatsPerMinute: 84, timbre: 'bell', drone: 45, minimumSeconds: 15 },
  },
  ensembleRiff: {
    fileName: 'ensemble-riff.wav',
    name: 'Ensemble Riff',
    alternativeText: 'A brass riff repeated over a click track',
    caption: 'Ensemble Riff: a two-bar riff to play along with',
    melody: { notes: ENSEMBLE_RIFF, beatsPerMinute: 120, timbre: 'brass', beatClick: true, minimumSeconds: 9 },
  },
  shimmer: {
    fileName: 'shimmer.wav',
    name: 'Shimmer',
    alternativeText: 'High, gentle bell sounds that fade slowly',
    caption: 'Shimmer: calm pentatonic bells for sensory listening',
    melody: { notes: SHIMMER, beatsPerMinute: 60, timbre: 'bell', drone: 52, minimumSeconds: 12 },
  },
} satisfies Record<string, Described & { melody: Melody }>;

const card = (
  title: string,
  subtitle: string,
  motif: Picture['motif'],
  background: string,
  accent: string,
): Picture => ({
  title,
  subtitle,
  motif,
  background,
  accent,
  width: 1200,
  height: 675,
  format: 'jpeg',
});
const banner = (title: string, motif: Picture['motif'], background: string, accent: string): Picture => ({
  title,
  motif,
  background,
  accent,
  width: 1600,
  height: 500,
  format: 'jpeg',
});
const logo = (title: string, background: string, accent: string): Picture => ({
  title,
  motif: 'badge',
  background,
  accent,
  width: 400,
  height: 400,
  format: 'png',
});

export const IMAGES = {
  bannerPrimary: {
    fileName: 'banner-primary.jpg',
    name: 'Primary banner',
    alternativeText: 'Musical notes dancing across a navy background',
    caption: 'Primary',
    picture: banner('Primary', 'notes', '#1d3557', '#e9c46a'),
  },
  bannerSecondary: {
    fileName: 'banner-secondary.jpg',
    name: 'Secondary banner',
    alternativeText: 'A piano keyboard along the bottom of a teal background',
    caption: 'Secondary',
    picture: banner('Secondary', 'keyboard', '#1b6f68', '#264653'),
  },
  bannerSend: {
    fileName: 'banner-send.jpg',
    name: 'SEND banner',
    alternativeText: 'Soft sound waves on a purple background',
    caption: 'SEND',
    picture: banner('SEND', 'waves', '#5a3d82', '#f4a261'),
  },
  bannerLive: {
    fileName: 'banner-live.jpg',
    name: 'Live banner',
    alternativeText: 'A concert stage with red curtains and spotlights',
    caption: 'Live',
    picture: banner('Live', 'stage', '#3d0c11', '#9b2226'),
  },
  logoFoundations: {
    fileName: 'logo-music-foundations.png',
    name: 'Music Foundations logo',
    alternativeText: 'Music Foundations badge',
    caption: 'Music Foundations',
    picture: logo('MF', '#e76f51', '#ffffff'),
  },
  logoListening: {
    fileName: 'logo-listening-and-appraising.png',
    name: 'Listening and Appraising logo',
    alternativeText: 'Listening and Appraising badge',
    caption: 'Listening and Appraising',
    picture: logo('LA', '#264653', '#e9c46a'),
  },
  logoSingTogether: {
    fileName: 'logo-sing-together.png',
    name: 'Sing Together logo',
    alternativeText: 'Sing Together badge',
    caption: 'Sing Together',
    picture: logo('ST', '#6d6875', '#ffcdb2'),
  },
  logoFilm: {
    fileName: 'logo-composing-for-film.png',
    name: 'Composing for Film logo',
    alternativeText: 'Composing for Film badge',
    caption: 'Composing for Film',
    picture: logo('CF', '#14213d', '#fca311'),
  },
  logoEnsemble: {
    fileName: 'logo-ensemble-skills.png',
    name: 'Ensemble Skills logo',
    alternativeText: 'Ensemble Skills badge',
    caption: 'Ensemble Skills',
    picture: logo('ES', '#2a9d8f', '#ffffff'),
  },
  logoSensory: {
    fileName: 'logo-sensory-sounds.png',
    name: 'Sensory Sounds logo',
    alternativeText: 'Sensory Sounds badge',
    caption: 'Sensory Sounds',
    picture: logo('SS', '#7b2cbf', '#e0aaff'),
  },
  logoMove: {
    fileName: 'logo-move-to-the-music.png',
    name: 'Move to the Music logo',
    alternativeText: 'Move to the Music badge',
    caption: 'Move to the Music',
    picture: logo('MM', '#f77f00', '#ffffff'),
  },
  cardSinging: {
    fileName: 'card-singing.jpg',
    name: 'Singing together',
    alternativeText: 'Musical notes rising from a warm orange background',
    caption: 'Singing together',
    picture: card('Sing', 'Voices together', 'notes', '#e76f51', '#f4a261'),
  },
  cardOrchestra: {
    fileName: 'card-orchestra.jpg',
    name: 'The orchestra',
    alternativeText: 'Orchestra seating plan drawn as curved rows of dots',
    caption: 'The orchestra on stage',
    picture: card('Orchestra', 'Who sits where?', 'orchestra', '#264653', '#e9c46a'),
  },
  cardComposing: {
    fileName: 'card-composing.jpg',
    name: 'Composing',
    alternativeText: 'A five-line staff with notes written on it',
    caption: 'Writing it down',
    picture: card('Compose', 'Ideas on the stave', 'staff', '#14213d', '#fca311'),
  },
  cardPerformance: {
    fileName: 'card-performance.jpg',
    name: 'Performance',
    alternativeText: 'A stage with curtains and spotlights',
    caption: 'Ready to perform',
    picture: card('Perform', 'Take a bow', 'stage', '#3d0c11', '#c1121f'),
  },
  cardMovement: {
    fileName: 'card-movement.jpg',
    name: 'Moving to music',
    alternativeText: 'Flowing waves in bright colours',
    caption: 'Moving to music',
    picture: card('Move', 'Feel the music', 'waves', '#f77f00', '#fcbf49'),
  },
  cardPercussion: {
    fileName: 'card-percussion.jpg',
    name: 'Percussion',
    alternativeText: 'A drum with two crossed beaters',
    caption: 'Untuned percussion',
    picture: card('Drum', 'Keep the beat', 'drum', '#2a9d8f', '#1d3557'),
  },
  cardKeyboard: {
    fileName: 'card-keyboard.jpg',
    name: 'Keyboard',
    alternativeText: 'A piano keyboard',
    caption: 'Keyboard skills',
    picture: card('Keys', 'Find middle C', 'keyboard', '#3a0ca3', '#7209b7'),
  },
  cardListening: {
    fileName: 'card-listening.jpg',
    name: 'Listening',
    alternativeText: 'Sound waves spreading out across a blue background',
    caption: 'Careful listening',
    picture: card('Listen', 'What can you hear?', 'waves', '#023e8a', '#48cae4'),
  },
} satisfies Record<string, Described & { picture: Picture }>;

export const PDFS = {
  echoSongScore: {
    fileName: 'echo-song-score.pdf',
    name: 'Echo Song score',
    alternativeText: 'Score of the Echo Song',
    caption: 'Echo Song: melody line and teaching notes',
    sheet: {
      title: 'Echo Song',
      subtitle: 'Melody line with teaching notes | Key Stage 1 and 2',
      sections: [
        {
          heading: 'How to teach it',
          text: 'Sing each phrase and invite the class to echo it straight back. Keep the pulse steady by patting your knees, and once the song is secure split the class into two groups to sing it as a round.',
        },
        {
          heading: 'Listen out for',
          text: 'Clear starts to each phrase, breathing in the gaps, and the two groups keeping their own part when the round begins.',
        },
      ],
      melody: ECHO_SONG,
    },
  },
  odeToJoyScore: {
    fileName: 'ode-to-joy-score.pdf',
    name: 'Ode to Joy score',
    alternativeText: 'Score of the Ode to Joy theme',
    caption: 'Ode to Joy: the theme in C major',
    sheet: {
      title: 'Ode to Joy',
      subtitle: 'Ludwig van Beethoven, Symphony No. 9 | theme arranged for classroom instruments',
      sections: [
        {
          heading: 'About the music',
          text: 'Beethoven finished his ninth symphony in 1824, when he was almost completely deaf. This theme arrives in the last movement, first played quietly by the cellos and double basses and then taken up by the whole orchestra and choir.',
        },
        {
          heading: 'Playing it',
          text: 'The tune moves mostly by step, which makes it a good first melody for glockenspiels and keyboards. Start on E and count four beats in each bar.',
        },
      ],
      melody: ODE_TO_JOY,
    },
  },
  rhythmWorksheet: {
    fileName: 'rhythm-grid-worksheet.pdf',
    name: 'Rhythm grid worksheet',
    alternativeText: 'Worksheet for composing, practising and performing a four-beat rhythm',
    caption: 'Rhythm grid worksheet',
    sheet: {
      title: 'Rhythm Grid Worksheet',
      subtitle: 'Compose, clap and perform a four-beat pattern',
      sections: [
        {
          heading: '1. Choose your sounds',
          text: 'Pick two body-percussion sounds, for example a clap and a stamp. Write a C for a clap and an S for a stamp in the boxes, and leave a box empty for a rest.',
        },
        {
          heading: '2. Practise',
          text: 'Say the pattern out loud, then clap it along with the Pulse Warm-up recording. Can you keep going for four repeats without stopping?',
        },
        {
          heading: '3. Perform',
          text: 'Join with a partner. One of you performs your pattern while the other keeps the pulse, then swap.',
        },
      ],
      melody: PULSE_PATTERN,
    },
  },
  programmeOverview: {
    fileName: 'programme-overview.pdf',
    name: 'Programme overview',
    alternativeText: 'Two-page programme overview and curriculum map',
    caption: 'Programme overview and curriculum map',
    sheet: {
      title: 'Programme Overview',
      subtitle: 'Curriculum map, units of work and assessment points',
      sections: [
        {
          heading: 'Who it is for',
          text: 'The programme is written for class teachers and music specialists alike. Each unit has six to eight hours of teaching, broken into lessons with clear objectives and a choice of activities.',
        },
        {
          heading: 'How the units build',
          text: 'Units move from listening and copying to creating and performing. Pulse, pitch and listening skills return in every unit so that pupils revisit and deepen them over the year.',
        },
        {
          heading: 'Assessment',
          text: 'Each lesson ends with a short performance or sharing moment. Use the learning objectives on every activity page to note who is secure, who needs more time and who is ready for a challenge.',
        },
        {
          heading: 'Curriculum links',
          text: 'The programme covers the National Curriculum requirements to play and perform, improvise and compose, listen with attention to detail, and appreciate a wide range of live and recorded music.',
        },
      ],
      pageBreakAfter: 1,
    },
  },
  lessonPlan: {
    fileName: 'lesson-plan.pdf',
    name: 'Lesson plan',
    alternativeText: 'Printable lesson plan',
    caption: 'Printable lesson plan',
    sheet: {
      title: 'Lesson Plan',
      subtitle: 'Timings, resources and differentiation',
      sections: [
        {
          heading: 'Warm-up (5 minutes)',
          text: 'Start with the Pulse Warm-up: march on the spot, then pass the beat around the circle.',
        },
        {
          heading: 'Main activity (25 minutes)',
          text: 'Teach the song phrase by phrase, then add the percussion parts. Rotate the instruments so every pupil has a turn.',
        },
        {
          heading: 'Plenary (5 minutes)',
          text: 'Perform the piece to another group and ask them for one thing that went well and one thing to try next time.',
        },
      ],
    },
  },
  filmCueSheet: {
    fileName: 'night-forest-cue-sheet.pdf',
    name: 'Night Forest cue sheet',
    alternativeText: 'Cue sheet for the Night Forest film scene',
    caption: 'Night Forest: cue sheet and motif',
    sheet: {
      title: 'Night Forest: Cue Sheet',
      subtitle: 'Composing for Film | Key Stage 3',
      sections: [
        {
          heading: 'The scene',
          text: '0:00 A torch beam sweeps across the trees. 0:08 An owl calls. 0:15 Something moves in the undergrowth. 0:20 Silence.',
        },
        {
          heading: 'Your task',
          text: 'Score the scene using the motif below. Use a drone to build tension, high bell sounds for the torch light and a sudden silence at the end.',
        },
      ],
      melody: NIGHT_FOREST,
    },
  },
  cpdHandbook: {
    fileName: 'cpd-handbook.pdf',
    name: 'CPD handbook',
    alternativeText: 'Handbook for leading classroom singing',
    caption: 'CPD handbook: leading singing with confidence',
    sheet: {
      title: 'Leading Singing with Confidence',
      subtitle: 'A handbook for teachers | professional development',
      sections: [
        {
          heading: 'You do not need to be a singer',
          text: 'Children respond to enthusiasm far more than to a polished voice. Sing at a comfortable pitch, use the recordings for support, and let the class hear you having a go.',
        },
        {
          heading: 'Pitching a starting note',
          text: 'Play or hum the first note, sing "ready, steady, sing" on that note, and bring everyone in with a clear gesture.',
        },
        {
          heading: 'Warm-ups that work',
          text: 'Sirens, yawns, humming on a lip trill and call-and-echo games loosen the voice and focus the room in under three minutes.',
        },
        {
          heading: 'Building a repertoire',
          text: 'Aim for a bank of ten songs the whole school knows well. Revisit them often; confident singing comes from familiarity.',
        },
      ],
      pageBreakAfter: 1,
    },
  },
} satisfies Record<string, Described & { sheet: PrintedSheet }>;

export const TEXTS = {
  teachingNotes: {
    fileName: 'teaching-notes.txt',
    name: 'Teaching notes',
    alternativeText: 'Plain-text teaching notes for any activity',
    caption: 'Teaching notes: a checklist to copy into your own plans',
    text: [
      'Teaching notes',
      '',
      'Before the lesson',
      '- Test the recordings on the classroom speakers.',
      '- Print the score or have it ready to project.',
      '- Clear enough space for pupils to move safely.',
      '',
      'During the lesson',
      '- Model each step before asking pupils to try it.',
      '- Keep instructions short and let the music do the talking.',
      '- Praise good listening as much as good playing.',
      '',
      'After the lesson',
      '- Note who was secure, who needs more time and who is ready for a challenge.',
      '',
    ].join('\n'),
  },
} satisfies Record<string, Described & { text: string }>;

export type AudioKey = keyof typeof AUDIO;
export type ImageKey = keyof typeof IMAGES;
export type PdfKey = keyof typeof PDFS;
export type TextKey = keyof typeof TEXTS;

/** Two "camera angles" of one performance (same length, so a two-video slide can keep them in step), and a third film. */
export const VIDEOS = {
  conductorFilm: {
    fileName: 'the-conductor.webm',
    name: 'The conductor',
    alternativeText: 'The conductor keeps the pulse for the orchestra',
    caption: 'Camera 1: the conductor',
    film: { picture: 'testsrc2', toneHz: 262, seconds: 12 },
  },
  timpaniFilm: {
    fileName: 'the-timpani.webm',
    name: 'The timpani',
    alternativeText: 'The timpani player follows the conductor',
    caption: 'Camera 2: the timpani',
    film: { picture: 'smptehdbars', toneHz: 196, seconds: 12 },
  },
  orchestraFilm: {
    fileName: 'the-orchestra.webm',
    name: 'The orchestra in rehearsal',
    alternativeText: 'The full orchestra rehearsing',
    caption: 'The orchestra in rehearsal',
    film: { picture: 'rgbtestsrc', toneHz: 330, seconds: 8 },
  },
} satisfies Record<string, Described & { film: Film }>;

export type VideoKey = keyof typeof VIDEOS;
export type MediaKey = AudioKey | ImageKey | PdfKey | TextKey | VideoKey;
