import type { ProgrammeBlueprint } from '../blueprints';

export const COMPOSING_FOR_FILM: ProgrammeBlueprint = {
  slug: 'composing-for-film',
  title: 'Composing for Film',
  audience: 'secondary',
  blurb: 'Atmosphere, leitmotif and tension: writing music for the screen',
  introduction:
    'How does a film composer make an audience feel scared, excited or moved? In **Composing for Film** students analyse real film techniques and score scenes of their own.\n\nThe programme suits Key Stage 3 and prepares students for the composing component of GCSE.',
  schemesIntro: 'Two units, each with a final composing task that can be used for assessment.',
  mediaIntroduction: 'The orchestra records a film cue live, and the composer explains each decision.',
  theme: { background: '#14213d', color: '#fca311', banner: 'bannerSecondary', logo: 'logoFilm' },
  summaryDocument: 'programmeOverview',
  activities: [
    {
      key: 'film-atmospheres',
      title: 'Creating Atmosphere',
      type: 'Composing',
      time: '30 mins',
      introduction:
        'Students explore how drones, tremolo and unusual timbres create atmosphere, then compose a 30-second cue for a night-time scene.',
      lessonSummary: 'Students compose an atmospheric cue using drones and timbre.',
      teachingOption: 'Students can work in a music technology suite or with classroom instruments.',
      strands: ['composing', 'listening'],
      audio: 'nightForest',
      picture: 'cardComposing',
      score: 'filmCueSheet',
      music: 'Night Forest (recording and cue sheet)',
      equipment: 'Keyboards or a DAW; headphones',
      options: [
        {
          title: 'Drone and texture',
          introduction: 'Start with a low drone and add one new layer every eight seconds.',
          time: '25 mins',
        },
        {
          title: 'Hit points',
          introduction: 'Use the cue sheet to place musical events exactly where the action changes.',
          introductionPt2: 'Compare your hit points with a partner’s.',
          time: '30 mins',
        },
      ],
      slideshow: 'standard',
    },
    {
      key: 'leitmotif-detectives',
      title: 'Leitmotif Detectives',
      type: 'Listening',
      time: '15 mins',
      introduction:
        'A leitmotif is a short musical idea linked to a character. Students track a theme as it is transformed: faster, slower, in a minor key or on a different instrument.',
      lessonSummary: 'Students recognise a leitmotif and describe how it is transformed.',
      teachingOption: 'Pause the recording after each transformation for discussion.',
      strands: ['listening', 'pitch'],
      audio: 'odeToJoy',
      picture: 'cardListening',
      score: 'odeToJoyScore',
      music: 'Ode to Joy (as a leitmotif)',
      equipment: 'Listening grid (on the slides)',
      options: [
        { title: 'Spot the theme', introduction: 'Raise a hand every time the theme returns.' },
        {
          title: 'Describe the change',
          introduction: 'Use musical vocabulary (tempo, tonality, timbre, dynamics) to describe each transformation.',
        },
      ],
      slideshow: 'standard',
      related: ['film-atmospheres'],
    },
    {
      key: 'drones-and-tension',
      title: 'Drones and Tension',
      type: 'Performing',
      time: '',
      introduction:
        'Students perform a layered drone piece, adding dissonance gradually to build tension before a sudden silence.',
      lessonSummary: 'Students perform a group piece that builds and releases tension.',
      teachingOption: 'A student conductor controls the entries and the final cut-off.',
      strands: ['performing', 'pitch'],
      audio: 'nightForest',
      picture: 'cardKeyboard',
      score: 'filmCueSheet',
      music: 'Night Forest (recording)',
      equipment: 'Keyboards, sustaining instruments, voices',
      options: [
        {
          title: 'Layered drone',
          introduction: 'Each group holds one note; the conductor brings groups in one by one.',
        },
        { title: 'Clusters', introduction: 'Add notes a semitone apart and listen to the tension grow.' },
      ],
      slideshow: 'none',
      related: ['film-atmospheres'],
    },
    {
      key: 'scoring-a-scene',
      title: 'Scoring a Scene',
      type: 'Composing',
      time: '45 mins',
      introduction:
        'Students bring everything together to score a chase scene, using a rhythmic ostinato, a leitmotif and a dramatic ending.',
      lessonSummary: 'Students compose and perform a complete cue for a chase scene.',
      teachingOption: 'Assess against the success criteria on the final slide.',
      strands: ['composing', 'rhythm', 'performing'],
      audio: 'ensembleRiff',
      picture: 'cardPerformance',
      score: 'filmCueSheet',
      music: 'Ensemble Riff (ostinato), Night Forest',
      equipment: 'Keyboards or a DAW; percussion',
      options: [
        {
          title: 'Ostinato first',
          introduction: 'Build a two-bar ostinato, then add the leitmotif over the top.',
          time: '40 mins',
        },
        {
          title: 'Storyboard first',
          introduction: 'Plan the music shot by shot on the cue sheet, then compose each section.',
          time: '45 mins',
        },
      ],
      slideshow: 'standard',
      related: ['film-atmospheres', 'leitmotif-detectives'],
    },
  ],
  activityLibrary: {
    title: 'Composing for Film Activity Library',
    introduction: 'Film-music activities for Key Stage 3.',
    sections: [
      {
        key: 'cf-listening',
        title: 'Listening',
        introduction: 'Analysing film music.',
        activities: ['leitmotif-detectives'],
      },
      {
        key: 'cf-composing',
        title: 'Composing',
        introduction: 'Scoring scenes.',
        activities: ['film-atmospheres', 'scoring-a-scene'],
      },
      {
        key: 'cf-performing',
        title: 'Performing',
        introduction: 'Ensemble pieces with a film feel.',
        activities: ['drones-and-tension'],
      },
      {
        key: 'cf-assessment',
        title: 'Assessment Tasks',
        introduction: 'Assessment tasks will be added soon.',
        activities: [],
      },
    ],
  },
  audioLibrary: {
    title: 'Composing for Film Audio Library',
    introduction: 'Cues and themes to analyse and score with.',
    pages: [
      {
        key: 'cf-cues',
        title: 'Film Cues',
        introduction: 'Complete cues to listen to and analyse.',
        score: 'filmCueSheet',
        excerpts: [
          { title: 'Night Forest', summary: 'An atmospheric cue built on a drone.', audio: 'nightForest' },
          { title: 'Chase Ostinato', summary: 'A driving riff for action scenes.', audio: 'ensembleRiff' },
        ],
      },
      {
        key: 'cf-themes',
        title: 'Themes and Leitmotifs',
        introduction: 'Themes to transform.',
        score: 'odeToJoyScore',
        excerpts: [{ title: 'Ode to Joy', summary: 'A theme to transform into a leitmotif.', audio: 'odeToJoy' }],
      },
    ],
    collections: [
      {
        title: 'Soundtrack Starters',
        blurb: 'Everything you need to start scoring.',
        score: 'filmCueSheet',
        pages: ['cf-cues', 'cf-themes'],
      },
    ],
  },
  units: [
    {
      title: 'Creating Atmosphere',
      blurb: 'Drones, timbre and tension.',
      introduction: 'Students learn how composers build atmosphere and tension, and compose a short atmospheric cue.',
      lessons: [
        {
          title: 'Sound and Mood',
          introduction: 'How timbre shapes the mood of a scene.',
          activities: ['leitmotif-detectives', 'film-atmospheres'],
        },
        {
          title: 'Building Tension',
          introduction: 'Performing and composing with drones.',
          activities: [{ divider: 'Ensemble' }, 'drones-and-tension', { divider: 'Composing' }, 'film-atmospheres'],
          extensionActivities: ['scoring-a-scene'],
        },
      ],
      performanceItems: [
        { title: 'Atmosphere cue', blurb: 'Present your 30-second cue.', activity: 'film-atmospheres' },
      ],
    },
    {
      title: 'Leitmotifs',
      blurb: 'Themes that follow the characters.',
      introduction: 'Students track leitmotifs in film scores and write their own for a chase scene.',
      lessons: [
        {
          title: 'What is a Leitmotif?',
          introduction: 'Recognising and transforming themes.',
          activities: ['leitmotif-detectives'],
        },
        {
          title: 'Scoring the Chase',
          introduction: 'Ostinato and leitmotif together.',
          activities: ['scoring-a-scene'],
          activitiesAbove: ['leitmotif-detectives'],
        },
        {
          title: 'Premiere Screening',
          introduction: 'Students present their scores to the class.',
          activities: ['scoring-a-scene', 'drones-and-tension'],
        },
      ],
      performanceItems: [
        { title: 'Premiere screening', blurb: 'Screen your scene with your score.', activity: 'scoring-a-scene' },
        { title: 'Composing activities', blurb: 'More composing tasks to try.', section: 'cf-composing' },
      ],
    },
  ],
  customUnits: {
    builderTitle: 'Build your own film-music unit',
    builderIntroduction: 'Pick **three** strands to focus on and we will suggest lessons to match.',
    requiredStrands: 3,
    strands: ['composing', 'listening', 'pitch', 'rhythm', 'performing'],
    planTitle: 'Composing for Film: your own unit',
    planIntroduction: 'Lessons chosen from the film-music activities that match your strands.',
    lessons: [
      {
        title: 'Atmosphere Lab',
        introduction: 'Listening and composing with drones.',
        activities: [],
        activitiesAbove: ['leitmotif-detectives'],
        activityPool: ['film-atmospheres', 'drones-and-tension'],
        combinationKeys: ['composing', 'listening'],
        featured: true,
      },
      {
        title: 'Rhythm and Action',
        introduction: 'Ostinatos for action scenes.',
        activities: ['scoring-a-scene'],
        activityPool: ['drones-and-tension'],
        combinationKeys: ['rhythm', 'performing'],
      },
    ],
  },
};

export const ENSEMBLE_SKILLS: ProgrammeBlueprint = {
  slug: 'ensemble-skills',
  title: 'Ensemble Skills',
  audience: 'secondary',
  blurb: 'Play together, listen together: band and ensemble skills for every student',
  introduction:
    'Whether your students are beginners or grade-five players, **Ensemble Skills** gets them playing together. Riffs, chords and vocal harmony build towards a class arrangement of a song they choose.',
  schemesIntro: 'Two practical units with rehearsal techniques you can use all year.',
  mediaIntroduction: 'Watch a student band rehearse with players from the orchestra.',
  theme: { background: '#2a9d8f', color: '#ffffff', banner: 'bannerSecondary', logo: 'logoEnsemble' },
  summaryDocument: 'programmeOverview',
  activities: [
    {
      key: 'riff-builders',
      title: 'Riff Builders',
      type: 'Performing',
      time: '20 mins',
      introduction:
        'Students learn a two-bar riff by ear and lock in with a click track, then layer a second riff on top.',
      lessonSummary: 'Students perform riffs in time with each other.',
      teachingOption: 'Start slowly without the recording, then play along.',
      strands: ['rhythm', 'performing'],
      audio: 'ensembleRiff',
      picture: 'cardPercussion',
      score: 'rhythmWorksheet',
      music: 'Ensemble Riff (recording)',
      equipment: 'Any instruments; keyboards and percussion work well',
      options: [
        { title: 'By ear', introduction: 'Copy the riff phrase by phrase from the recording.' },
        {
          title: 'Layered riffs',
          introduction: 'Half the class plays the riff while the other half adds a rhythmic answer.',
        },
      ],
      slideshow: 'standard',
      related: ['scoring-a-scene'],
    },
    {
      key: 'keyboard-chords',
      title: 'Three-Chord Keyboard',
      type: 'Performing',
      time: '25 mins',
      introduction:
        'With just three chords (C, F and G) students can accompany hundreds of songs. They learn the shapes and play along with the Ode to Joy theme.',
      lessonSummary: 'Students play primary chords to accompany a melody.',
      teachingOption: 'Label the keys for students who are new to the keyboard.',
      strands: ['pitch', 'performing'],
      audio: 'odeToJoy',
      picture: 'cardKeyboard',
      score: 'odeToJoyScore',
      music: 'Ode to Joy (recording and score)',
      equipment: 'Keyboards, one between two',
      options: [
        { title: 'Chord shapes', introduction: 'Find C, F and G chords using the skip-a-note rule.', time: '15 mins' },
        {
          title: 'Accompany the tune',
          introduction: 'One partner plays the melody, the other the chords.',
          time: '25 mins',
        },
      ],
      slideshow: 'standard',
      related: ['riff-builders'],
    },
    {
      key: 'arranging-a-cover',
      title: 'Arranging a Cover',
      type: 'Composing',
      time: '40 mins',
      introduction:
        'Students choose a song and arrange it for the instruments in their group, deciding who plays the melody, the chords and the riff.',
      lessonSummary: 'Students plan and rehearse a group arrangement.',
      teachingOption: 'Give each group an arrangement planner from the lesson plan.',
      strands: ['composing', 'listening'],
      audio: 'ensembleRiff',
      picture: 'cardComposing',
      score: 'lessonPlan',
      music: 'A song chosen by each group',
      equipment: 'Instruments, arrangement planner',
      options: [
        { title: 'Plan the parts', introduction: 'Decide the structure (intro, verse, chorus) and who plays what.' },
        {
          title: 'Rehearse and record',
          introduction: 'Run the arrangement three times and record the best take.',
          time: '40 mins',
        },
      ],
      slideshow: 'standard',
      related: ['riff-builders', 'keyboard-chords'],
    },
    {
      key: 'vocal-harmony',
      title: 'Vocal Harmony',
      type: 'Singing',
      time: '15 mins',
      introduction: 'Students sing the Echo Song as a round, then add a simple harmony line a third above.',
      lessonSummary: 'Students sing in two parts, holding their own line.',
      teachingOption: 'Mix confident and less confident singers in each group.',
      strands: ['singing', 'pitch'],
      audio: 'echoSong',
      picture: 'cardSinging',
      score: 'echoSongScore',
      music: 'Echo Song (recording and score)',
      equipment: 'None',
      options: [
        { title: 'Round', introduction: 'Sing the song as a two-part round.' },
        { title: 'Harmony line', introduction: 'Learn the harmony line and sing it against the melody.' },
      ],
      slideshow: 'standard',
      related: ['keyboard-chords'],
    },
  ],
  activityLibrary: {
    title: 'Ensemble Skills Activity Library',
    introduction: 'Rehearsal and performance activities for ensembles of all sizes.',
    sections: [
      { key: 'es-warm-ups', title: 'Warm-ups', introduction: 'Ensemble warm-ups.', activities: ['vocal-harmony'] },
      {
        key: 'es-playing',
        title: 'Playing Together',
        introduction: 'Riffs and chords.',
        activities: ['riff-builders', 'keyboard-chords'],
      },
      {
        key: 'es-composing',
        title: 'Composing',
        introduction: 'Arranging for your group.',
        activities: ['arranging-a-cover'],
      },
    ],
  },
  audioLibrary: {
    title: 'Ensemble Skills Audio Library',
    introduction: 'Backing tracks and play-alongs.',
    pages: [
      {
        key: 'es-backing-tracks',
        title: 'Backing Tracks',
        introduction: 'Play along with these tracks.',
        score: 'rhythmWorksheet',
        excerpts: [
          { title: 'Ensemble Riff', summary: 'Brass riff with click.', audio: 'ensembleRiff' },
          { title: 'Ode to Joy', summary: 'For chord practice.', audio: 'odeToJoy' },
        ],
      },
      {
        key: 'es-film-cues',
        title: 'Film Cues',
        introduction: 'Cues to arrange for your ensemble.',
        excerpts: [{ title: 'Night Forest', summary: 'Arrange this cue for your group.', audio: 'nightForest' }],
      },
    ],
    collections: [
      {
        title: 'Soundtrack Starters',
        blurb: 'Cues to arrange and perform.',
        score: 'filmCueSheet',
        pages: ['es-film-cues', 'es-backing-tracks'],
      },
    ],
  },
  units: [
    {
      title: 'Playing Together',
      blurb: 'Riffs, chords and listening to each other.',
      introduction: 'Students learn the core skills of ensemble playing: keeping time, listening and balancing parts.',
      lessons: [
        { title: 'Locking In', introduction: 'Playing riffs in time.', activities: ['riff-builders', 'vocal-harmony'] },
        {
          title: 'Chords and Riffs',
          introduction: 'Adding chords under the riff.',
          activities: ['keyboard-chords', 'riff-builders'],
          extensionActivities: ['arranging-a-cover'],
        },
      ],
      performanceItems: [
        { title: 'Riff performance', blurb: 'Perform your layered riffs.', activity: 'riff-builders' },
      ],
    },
    {
      title: 'Arranging a Cover',
      blurb: 'Your song, your band, your arrangement.',
      introduction: 'Students arrange and perform a cover version in small groups.',
      lessons: [
        { title: 'Choosing a Song', introduction: 'Planning the arrangement.', activities: ['arranging-a-cover'] },
        {
          title: 'Band Rehearsal',
          introduction: 'Rehearsing and recording.',
          activities: [{ divider: 'Warm-up' }, 'vocal-harmony', { divider: 'Rehearsal' }, 'arranging-a-cover'],
        },
      ],
      performanceItems: [{ title: 'Cover concert', blurb: 'Perform your arrangements.', section: 'es-playing' }],
    },
  ],
};
