import type { ProgrammeBlueprint } from '../blueprints';

export const SENSORY_SOUNDS: ProgrammeBlueprint = {
  slug: 'sensory-sounds',
  title: 'Sensory Sounds',
  audience: 'send',
  blurb: 'Multi-sensory music sessions for learners with complex needs',
  introduction:
    '**Sensory Sounds** is designed with special schools for learners with profound and multiple learning difficulties. Sessions follow a calm, predictable structure with a hello song, sensory listening, active music-making and a goodbye.\n\nEvery activity can be adapted for eye-gaze, switches or hand-under-hand support.',
  schemesIntro: 'Two units built around repetition and choice. Repeat each lesson as often as your learners need.',
  mediaIntroduction: 'See a Sensory Sounds session in a special school classroom.',
  theme: { background: '#7b2cbf', color: '#ffffff', banner: 'bannerSend', logo: 'logoSensory' },
  summaryDocument: 'programmeOverview',
  activities: [
    {
      key: 'sound-bath',
      title: 'Sound Bath',
      type: 'Listening',
      time: '',
      introduction:
        'Learners relax while gentle bell sounds move around the room. Watch for responses such as stilling, turning or smiling.',
      lessonSummary: 'Learners respond to calm sounds moving around them.',
      teachingOption: 'Dim the lights and use a lamp or projector for a calm atmosphere.',
      strands: ['listening'],
      audio: 'shimmer',
      picture: 'cardListening',
      score: 'lessonPlan',
      music: 'Shimmer (recording)',
      equipment: 'Chimes, a lamp, soft fabrics',
      options: [
        { title: 'Recorded', introduction: 'Play the recording quietly and move a chime slowly around each learner.' },
        { title: 'Live chimes', introduction: 'Staff play chimes near each learner in turn, pausing for a response.' },
      ],
      slideshow: 'standard',
    },
    {
      key: 'hello-song',
      title: 'The Hello Song',
      type: 'Singing',
      time: '5 mins',
      introduction:
        'A simple greeting song that names each learner in turn. The same song opens every session, building familiarity and anticipation.',
      lessonSummary: 'Learners are greeted by name and respond in their own way.',
      teachingOption: 'Use objects of reference or symbols alongside the song.',
      strands: ['singing', 'performing'],
      audio: 'callAndResponse',
      picture: 'cardSinging',
      score: 'echoSongScore',
      music: 'Call and Response (as the Hello Song)',
      equipment: 'A big-mac switch with a recorded "hello"',
      options: [
        { title: 'Sung greeting', introduction: 'Sing hello to each learner and wait for their response.' },
        { title: 'Switch greeting', introduction: 'Learners press a switch to sing hello back.' },
      ],
      slideshow: 'standard',
      related: ['sound-bath'],
    },
    {
      key: 'shakers-and-stillness',
      title: 'Shakers and Stillness',
      type: 'Performing',
      time: '10 mins',
      introduction:
        'Learners shake along while the music plays and stop when it stops, exploring the contrast between sound and silence.',
      lessonSummary: 'Learners play and stop in response to the music.',
      teachingOption: 'Offer a choice of two shakers and wait for a choice.',
      strands: ['rhythm', 'listening'],
      audio: 'pulseWarmUp',
      picture: 'cardPercussion',
      score: 'rhythmWorksheet',
      music: 'Pulse Warm-up (recording)',
      equipment: 'Shakers, bells on wrist bands',
      options: [
        { title: 'Play and stop', introduction: 'Pause the recording at different moments; celebrate every stop.' },
        { title: 'Loud and quiet', introduction: 'Play loudly with big movements, then quietly with tiny ones.' },
      ],
      slideshow: 'standard',
      related: ['hello-song'],
    },
    {
      key: 'texture-boxes',
      title: 'Texture Boxes',
      type: 'Composing',
      time: '20 mins',
      introduction:
        'Each box holds a texture (foil, fur, bubble wrap) and a matching sound. Learners choose boxes to build a sound story together.',
      lessonSummary: 'Learners make choices that shape a group sound story.',
      teachingOption: 'Record the finished story and play it back next session.',
      strands: ['composing', 'listening'],
      audio: 'shimmer',
      picture: 'cardMovement',
      score: 'lessonPlan',
      music: 'Shimmer (recording)',
      equipment: 'Texture boxes, recording device',
      options: [
        { title: 'Choose a box', introduction: 'Offer two boxes; the learner’s choice adds the next sound.' },
        { title: 'Sound story', introduction: 'Put the chosen sounds together in order and perform them as a story.' },
      ],
      slideshow: 'standard',
      related: ['sound-bath', 'shakers-and-stillness'],
    },
  ],
  activityLibrary: {
    title: 'Sensory Sounds Activity Library',
    introduction: 'Sensory activities to build sessions around your learners.',
    sections: [
      {
        key: 'ss-hello',
        title: 'Hello and Goodbye',
        introduction: 'Songs that open and close each session.',
        activities: ['hello-song'],
      },
      {
        key: 'ss-sensory',
        title: 'Sensory Listening',
        introduction: 'Calm, multi-sensory listening.',
        activities: ['sound-bath', 'texture-boxes'],
      },
      {
        key: 'ss-active',
        title: 'Active Music-making',
        introduction: 'Playing and stopping together.',
        activities: ['shakers-and-stillness'],
      },
    ],
  },
  audioLibrary: {
    title: 'Sensory Sounds Audio Library',
    introduction: 'Calm recordings for sensory sessions.',
    pages: [
      {
        key: 'ss-calm',
        title: 'Calm Sounds',
        introduction: 'Gentle, slow music.',
        excerpts: [{ title: 'Shimmer', summary: 'Gentle bells.', audio: 'shimmer' }],
      },
      {
        key: 'ss-session-songs',
        title: 'Session Songs',
        introduction: 'Hello, goodbye and play-along songs.',
        score: 'echoSongScore',
        excerpts: [
          { title: 'Hello Song', summary: 'The greeting song.', audio: 'callAndResponse' },
          { title: 'Shaker Song', summary: 'Play and stop.', audio: 'pulseWarmUp' },
        ],
      },
    ],
    collections: [
      {
        title: 'Session Soundtrack',
        blurb: 'Every song for a full session, in order.',
        score: 'lessonPlan',
        pages: ['ss-session-songs', 'ss-calm'],
      },
    ],
  },
  units: [
    {
      title: 'Exploring Sound',
      blurb: 'Listening, choosing and responding.',
      introduction: 'Learners explore sounds through touch, movement and listening, with plenty of time to respond.',
      lessons: [
        { title: 'Hello and Listen', introduction: 'A calm first session.', activities: ['hello-song', 'sound-bath'] },
        {
          title: 'Loud and Quiet',
          introduction: 'Exploring dynamics with shakers.',
          activities: ['hello-song', 'shakers-and-stillness'],
        },
      ],
      performanceItems: [
        { title: 'Sharing assembly', blurb: 'Share the Hello Song with visitors.', activity: 'hello-song' },
      ],
    },
    {
      title: 'Call and Response',
      blurb: 'Taking turns in music.',
      introduction: 'Learners take turns, respond to sounds and make choices that shape the music.',
      lessons: [
        {
          title: 'My Turn, Your Turn',
          introduction: 'Turn-taking with instruments.',
          activities: ['hello-song', 'shakers-and-stillness'],
        },
        {
          title: 'Our Sound Story',
          introduction: 'Building a group sound story.',
          activities: [{ divider: 'Hello' }, 'hello-song', { divider: 'Story' }, 'texture-boxes'],
        },
      ],
      performanceItems: [{ title: 'Sound story', blurb: 'Record your group story.', section: 'ss-sensory' }],
    },
  ],
};

export const MOVE_TO_THE_MUSIC: ProgrammeBlueprint = {
  slug: 'move-to-the-music',
  title: 'Move to the Music',
  audience: 'send',
  blurb: 'Movement, rhythm and song for learners with additional needs',
  introduction:
    '**Move to the Music** uses movement to unlock rhythm and listening. Activities work seated or standing, with scarves, ribbons and parachutes, and each lesson ends with a shared performance.',
  schemesIntro: 'Two units of six sessions. Adapt the pace to your group.',
  mediaIntroduction: 'Watch a parachute session led by one of the orchestra’s workshop leaders.',
  theme: { background: '#f77f00', color: '#1d1d1d', banner: 'bannerSend', logo: 'logoMove' },
  summaryDocument: 'programmeOverview',
  activities: [
    {
      key: 'feel-the-beat',
      title: 'Feel the Beat',
      type: 'Performing',
      time: '10 mins',
      introduction:
        'Learners feel the pulse through their whole body: tapping shoulders, rocking and patting knees in time with the music.',
      lessonSummary: 'Learners move in time with a steady beat.',
      teachingOption: 'Model each movement slowly before the music starts.',
      strands: ['rhythm', 'performing'],
      audio: 'pulseWarmUp',
      picture: 'cardMovement',
      score: 'rhythmWorksheet',
      music: 'Pulse Warm-up (recording)',
      equipment: 'Chairs or floor space',
      options: [
        { title: 'Seated', introduction: 'Tap knees, shoulders and head in time with the music.' },
        { title: 'Standing', introduction: 'Step side to side on the beat, then add claps.' },
      ],
      slideshow: 'standard',
    },
    {
      key: 'scarf-dance',
      title: 'Scarf Dance',
      type: 'Listening',
      time: '15 mins',
      introduction:
        'Learners move scarves smoothly to flowing music and sharply to spiky music, showing what they hear through movement.',
      lessonSummary: 'Learners show contrasts in the music through movement.',
      teachingOption: 'Brightly coloured scarves help learners track movement.',
      strands: ['listening', 'performing'],
      audio: 'odeToJoy',
      picture: 'cardMovement',
      score: 'lessonPlan',
      music: 'Ode to Joy (strings), Ensemble Riff',
      equipment: 'Scarves or ribbons',
      options: [
        {
          title: 'Smooth and spiky',
          introduction: 'Alternate between the two recordings and change the movement to match.',
        },
        { title: 'Follow the leader', introduction: 'One learner leads the scarf movements and the group copies.' },
      ],
      slideshow: 'standard',
      related: ['feel-the-beat'],
    },
    {
      key: 'stop-and-go',
      title: 'Stop and Go',
      type: 'Listening',
      time: '5 mins',
      introduction:
        'A game of musical statues with a twist: learners choose the freeze shape each time the music stops.',
      lessonSummary: 'Learners respond quickly to the music starting and stopping.',
      teachingOption: 'Use a visual stop sign alongside the music.',
      strands: ['rhythm', 'listening'],
      audio: 'ensembleRiff',
      picture: 'cardPercussion',
      score: 'rhythmWorksheet',
      music: 'Ensemble Riff (recording)',
      equipment: 'Visual stop and go cards',
      options: [
        { title: 'Freeze', introduction: 'Dance, then freeze when the music stops.' },
        { title: 'Choose the shape', introduction: 'A learner picks the freeze shape from picture cards.' },
      ],
      slideshow: 'standard',
      related: ['feel-the-beat', 'scarf-dance'],
    },
    {
      key: 'journey-songs',
      title: 'Musical Journeys',
      type: 'Singing',
      time: '20 mins',
      introduction:
        'The group goes on an imaginary journey (on a bus, a boat or a rocket), singing and moving as the scenery changes.',
      lessonSummary: 'Learners sing and move as part of a musical story.',
      teachingOption: 'Let learners choose the vehicle with symbols or objects.',
      strands: ['singing', 'composing'],
      audio: 'echoSong',
      picture: 'cardOrchestra',
      score: 'echoSongScore',
      music: 'Echo Song (recording)',
      equipment: 'Props for each vehicle',
      options: [
        { title: 'On the bus', introduction: 'Sing the journey song and add the sounds of the bus.' },
        { title: 'To the moon', introduction: 'Count down, blast off and float to the Shimmer recording.' },
      ],
      slideshow: 'standard',
      related: ['scarf-dance'],
    },
  ],
  activityLibrary: {
    title: 'Move to the Music Activity Library',
    introduction: 'Movement activities for every session.',
    sections: [
      {
        key: 'mm-warm-ups',
        title: 'Warm-ups',
        introduction: 'Get moving.',
        activities: ['feel-the-beat', 'stop-and-go'],
      },
      {
        key: 'mm-movement',
        title: 'Movement and Dance',
        introduction: 'Moving to the music.',
        activities: ['scarf-dance'],
      },
      { key: 'mm-songs', title: 'Songs and Stories', introduction: 'Singing journeys.', activities: ['journey-songs'] },
      {
        key: 'mm-parachute',
        title: 'Parachute Games',
        introduction: 'Parachute games are on their way.',
        activities: [],
      },
    ],
  },
  audioLibrary: {
    title: 'Move to the Music Audio Library',
    introduction: 'Tracks to move to.',
    pages: [
      {
        key: 'mm-moving-tracks',
        title: 'Tracks for Moving',
        introduction: 'Steady beats and flowing melodies.',
        excerpts: [
          { title: 'Pulse Warm-up', summary: 'A steady beat.', audio: 'pulseWarmUp' },
          { title: 'Ode to Joy', summary: 'Smooth and flowing.', audio: 'odeToJoy' },
        ],
      },
      {
        key: 'mm-calm',
        title: 'Calm Sounds',
        introduction: 'Music for cooling down.',
        excerpts: [{ title: 'Shimmer', summary: 'Slow, gentle bells.', audio: 'shimmer' }],
      },
    ],
    collections: [
      {
        title: 'Session Soundtrack',
        blurb: 'Warm-up to cool-down.',
        score: 'lessonPlan',
        pages: ['mm-moving-tracks', 'mm-calm'],
      },
    ],
  },
  units: [
    {
      title: 'Feel the Beat',
      blurb: 'Moving together in time.',
      introduction: 'Learners feel the beat in their bodies and move together as a group.',
      lessons: [
        {
          title: 'Moving Together',
          introduction: 'Seated and standing beat games.',
          activities: ['feel-the-beat', 'scarf-dance'],
        },
        {
          title: 'Start and Stop',
          introduction: 'Responding to sound and silence.',
          activities: ['feel-the-beat', 'stop-and-go'],
        },
      ],
      performanceItems: [
        { title: 'Beat performance', blurb: 'Perform your movement sequence.', activity: 'feel-the-beat' },
      ],
    },
    {
      title: 'Musical Journeys',
      blurb: 'Singing and moving through a story.',
      introduction: 'Learners travel on imaginary journeys through song and movement.',
      lessons: [
        { title: 'Off We Go', introduction: 'Starting the journey.', activities: ['journey-songs', 'stop-and-go'] },
        {
          title: 'Journey Performance',
          introduction: 'Sharing the journey.',
          activities: [{ divider: 'Warm-up' }, 'feel-the-beat', { divider: 'Journey' }, 'journey-songs'],
        },
      ],
      performanceItems: [{ title: 'Journey show', blurb: 'Share your journey with families.', section: 'mm-songs' }],
    },
  ],
};
