import type { ComingSoonProgrammeBlueprint, ProgrammeBlueprint } from '../blueprints';

export const MUSIC_FOUNDATIONS: ProgrammeBlueprint = {
  slug: 'music-foundations',
  title: 'Music Foundations',
  audience: 'primary',
  blurb: 'Pulse, pitch and singing for Key Stage 1 and lower Key Stage 2',
  introduction:
    'Music Foundations gives every class a confident start in music. Pupils find the **pulse**, explore **high and low sounds**, sing together and create their first rhythm patterns.\n\nEvery lesson is fully resourced, so you do not need to read music or play an instrument to teach it: recordings, slides and printable scores do the heavy lifting.',
  introductionAtHome:
    'Share **Music at Home** with families so children can keep singing and playing between lessons. Copy the link below and send it home in your newsletter or on your class page.',
  schemesIntro:
    'Two units of work, each with lessons that build week by week. Start with *Pulse and Rhythm* in the autumn term.',
  mediaIntroduction:
    'Watch members of the orchestra introduce the programme and show how a lesson runs in a real classroom.',
  theme: { background: '#e76f51', color: '#ffffff', banner: 'bannerPrimary', logo: 'logoFoundations' },
  summaryDocument: 'programmeOverview',
  activities: [
    {
      key: 'pulse-march',
      title: 'Marching to the Pulse',
      type: 'Performing',
      time: '10 mins',
      introduction:
        'The pulse is the steady heartbeat of the music. In this activity pupils march, tap and pass the beat around the circle while the orchestra plays.',
      lessonSummary: 'Pupils find and keep a steady pulse by marching, tapping and passing the beat.',
      teachingOption:
        'Stand in a circle for the first listen; move into lines for marching once everyone can feel the beat.',
      strands: ['rhythm', 'performing'],
      audio: 'pulseWarmUp',
      picture: 'cardPercussion',
      score: 'rhythmWorksheet',
      music: 'Pulse Warm-up (recording)',
      equipment: 'Space to move; optional untuned percussion such as drums and claves',
      options: [
        {
          title: 'March and tap',
          introduction:
            'Play the recording and march on the spot. Freeze when the music stops, then tap the pulse on your knees when it starts again.',
          introductionPt2: 'Challenge pupils to keep the pulse going silently in their heads through the gaps.',
          time: '10 mins',
        },
        {
          title: 'Pass the beat',
          introduction:
            'Sit in a circle and pass one clap around on each beat. Speed up and slow down with the music, keeping the clap exactly on the pulse.',
        },
      ],
      slideshow: 'every-template',
    },
    {
      key: 'echo-song',
      title: 'The Echo Song',
      type: 'Singing',
      time: '15 mins',
      introduction:
        'A call-and-echo song that gets the whole class singing in minutes. The teacher sings a phrase and pupils sing it straight back, matching the pitch and the rhythm.',
      lessonSummary: 'Pupils learn a call-and-echo song and sing it back in tune, then as a round.',
      teachingOption: 'Let a confident pupil lead the calls once the song is familiar.',
      strands: ['singing', 'pitch', 'listening'],
      audio: 'echoSong',
      picture: 'cardSinging',
      score: 'echoSongScore',
      music: 'Echo Song (recording and score)',
      equipment: 'Lyrics projected or printed',
      options: [
        {
          title: 'Call and echo',
          introduction:
            'Sing each phrase and let the class echo it. Use your hand to show the shape of the melody going up and down.',
          time: '10 mins',
        },
        {
          title: 'Sing it as a round',
          introduction:
            'When the song is secure, split the class into two groups. Group two starts when group one reaches the second line.',
          introductionPt2: 'Add a third group for a real challenge.',
          time: '15 mins',
        },
      ],
      slideshow: 'standard',
      related: ['pulse-march'],
    },
    {
      key: 'high-and-low',
      title: 'High and Low Sounds',
      type: 'Listening',
      time: '',
      introduction:
        'Pupils listen to bells and strings and show with their bodies whether the sounds are high or low: stretching up tall for high sounds and crouching down for low ones.',
      lessonSummary: 'Pupils identify high and low sounds and show pitch with movement.',
      teachingOption: 'Works well as a quick warm-up at the start of any lesson.',
      strands: ['pitch', 'listening'],
      audio: 'shimmer',
      picture: 'cardKeyboard',
      score: 'echoSongScore',
      music: 'Shimmer and Ode to Joy (recordings)',
      equipment: 'A glockenspiel or keyboard if you have one',
      options: [
        {
          title: 'Stretch and crouch',
          introduction:
            'Play short extracts and ask pupils to stretch up for high sounds and crouch down for low ones.',
        },
        {
          title: 'Glockenspiel detectives',
          introduction:
            'Play two notes on a glockenspiel behind a screen. Which one was higher? Pupils show with a thumb up or down.',
        },
      ],
      slideshow: 'none',
      related: ['echo-song'],
    },
    {
      key: 'rhythm-grids',
      title: 'Rhythm Grid Compositions',
      type: 'Composing',
      time: '20 mins',
      introduction:
        'Pupils compose a four-beat rhythm on a grid using claps, stamps and rests, then perform it over the Pulse Warm-up recording.',
      lessonSummary: 'Pupils compose, notate and perform a four-beat rhythm pattern.',
      teachingOption: 'Pair pupils who are confident with the pulse with those who need more support.',
      strands: ['rhythm', 'composing'],
      audio: 'pulseWarmUp',
      picture: 'cardComposing',
      score: 'rhythmWorksheet',
      music: 'Pulse Warm-up (recording)',
      equipment: 'Rhythm grid worksheets, pencils, untuned percussion',
      options: [
        {
          title: 'Body percussion grids',
          introduction:
            'Fill the grid with claps, stamps and rests, then perform your pattern four times without stopping.',
          time: '15 mins',
        },
        {
          title: 'Instrument grids',
          introduction:
            'Swap body percussion for instruments: a drum for stamps and claves for claps. Layer two patterns together.',
          time: '20 mins',
        },
      ],
      slideshow: 'standard',
      related: ['pulse-march', 'echo-song'],
    },
  ],
  activityLibrary: {
    title: 'Music Foundations Activity Library',
    introduction: 'Every activity from Music Foundations, grouped so you can build your own lessons.',
    sections: [
      {
        key: 'mf-warm-ups',
        title: 'Warm-ups',
        introduction: 'Quick activities to focus the class and get voices and bodies ready.',
        activities: ['pulse-march', 'echo-song'],
      },
      {
        key: 'mf-listening',
        title: 'Listening',
        introduction: 'Careful listening with movement and discussion.',
        activities: ['high-and-low'],
      },
      {
        key: 'mf-creating',
        title: 'Creating',
        introduction: 'Composing and improvising activities.',
        activities: ['rhythm-grids'],
      },
      {
        key: 'mf-performing',
        title: 'Performing',
        introduction: 'Performance activities arrive with the summer term update.',
        activities: [],
      },
    ],
  },
  audioLibrary: {
    title: 'Music Foundations Audio Library',
    introduction: 'Recordings for every Music Foundations lesson, ready to play in class.',
    pages: [
      {
        key: 'mf-warm-up-tracks',
        title: 'Warm-up Tracks',
        introduction: 'Short tracks for marching, clapping and copying.',
        score: 'rhythmWorksheet',
        excerpts: [
          {
            title: 'Pulse Warm-up',
            summary: 'A marimba pattern with a steady click: march, tap and clap along.',
            audio: 'pulseWarmUp',
          },
          { title: 'Call and Response', summary: 'A short call for pupils to copy back.', audio: 'callAndResponse' },
        ],
      },
      {
        key: 'mf-echo-song',
        title: 'The Echo Song',
        introduction: 'The Echo Song played on flute over a low drone.',
        score: 'echoSongScore',
        excerpts: [
          {
            title: 'Echo Song: full performance',
            summary: 'Sing along or use it to learn the tune.',
            audio: 'echoSong',
          },
        ],
      },
      {
        key: 'mf-high-and-low',
        title: 'Sounds High and Low',
        introduction: 'Contrasting high and low sounds for pitch games.',
        excerpts: [
          { title: 'Shimmer', summary: 'High, gentle bells.', audio: 'shimmer' },
          { title: 'Ode to Joy (strings)', summary: 'A low drone under a singing string melody.', audio: 'odeToJoy' },
        ],
      },
    ],
    collections: [
      {
        title: 'Songs for Singing',
        blurb: 'Songs the whole school can learn together.',
        score: 'echoSongScore',
        pages: ['mf-echo-song', 'mf-warm-up-tracks'],
      },
      {
        title: 'Listening Corner',
        blurb: 'Music for focused listening and movement.',
        score: 'odeToJoyScore',
        pages: ['mf-high-and-low'],
      },
    ],
  },
  atHomeLibrary: {
    title: 'Music at Home',
    introduction:
      'Songs and games for children to enjoy with their families. No instruments needed: just voices, hands and a little space.',
    activities: [
      {
        title: 'Kitchen Drum Kit',
        introduction: 'Make a drum kit from pots, pans and wooden spoons, then play along with the Pulse Warm-up.',
        time: '15 mins',
        music: 'Pulse Warm-up',
        equipment: 'Saucepans, plastic tubs and wooden spoons',
        downloads: [{ title: 'Rhythm grid worksheet', file: 'rhythmWorksheet' }],
        blocks: [
          {
            title: 'Build your kit',
            description: 'Find three things that make different sounds: a low one, a middle one and a high one.',
            media: ['cardPercussion'],
          },
          {
            title: 'Play along',
            description: 'Keep the beat on your lowest drum while the music plays.',
            media: ['pulseWarmUp'],
          },
        ],
      },
      {
        title: 'Echo Song with the Family',
        introduction: 'Teach a grown-up the Echo Song. You sing the line and they echo it back, then swap.',
        time: '10 mins',
        music: 'Echo Song',
        equipment: 'None',
        downloads: [
          { title: 'Echo Song score', file: 'echoSongScore' },
          { title: 'Echo Song recording', file: 'echoSong' },
        ],
        blocks: [
          {
            title: 'Listen first',
            description: 'Listen to the song twice before you start singing.',
            media: ['echoSong', 'cardSinging'],
          },
        ],
      },
      {
        title: 'Sound Hunt',
        introduction: 'Go on a sound hunt around your home or garden. Which sounds are high? Which are low?',
        time: '20 mins',
        music: 'Shimmer',
        equipment: 'Paper and a pencil',
        downloads: [{ title: 'Lesson plan for grown-ups', file: 'lessonPlan' }],
        blocks: [
          {
            title: 'Make a sound map',
            description: 'Draw each sound you hear and put it high or low on the page.',
            media: ['cardListening', 'shimmer'],
          },
        ],
      },
      {
        title: 'Freeze Dance',
        introduction: 'Dance while the music plays and freeze like a statue when it stops.',
        time: '5 mins',
        music: 'Ode to Joy (strings)',
        equipment: 'Space to move',
        downloads: [],
        blocks: [
          {
            title: 'Ready, steady, dance',
            description: 'Take turns to be the one who stops the music.',
            media: ['odeToJoy', 'cardMovement'],
          },
        ],
      },
    ],
  },
  units: [
    {
      title: 'Pulse and Rhythm',
      blurb: 'Find the beat, keep it steady and create your first rhythms.',
      introduction:
        'In this unit pupils learn to feel and keep a steady **pulse**, recognise the difference between pulse and rhythm, and compose short patterns to perform together.',
      lessons: [
        {
          title: 'Finding the Pulse',
          introduction: 'Pupils march, tap and pass the beat, then learn the Echo Song.',
          activities: [{ divider: 'Warm-up' }, 'pulse-march', { divider: 'Main activity' }, 'echo-song'],
          extensionActivities: ['rhythm-grids'],
          combinationKeys: ['rhythm', 'singing'],
        },
        {
          title: 'Patterns in Time',
          introduction: 'Pupils compose four-beat rhythm patterns and perform them over the pulse.',
          activities: ['pulse-march', { divider: 'Composing' }, 'rhythm-grids'],
          extensionActivities: ['echo-song'],
        },
        {
          title: 'Sharing our Rhythms',
          pageTitle: 'Sharing our Rhythms: performance lesson',
          introduction:
            'A performance lesson: groups share their rhythm compositions. Best run without slides so the class can see each other.',
          activities: ['rhythm-grids', 'echo-song'],
          disableLessonMode: true,
        },
      ],
      performanceItems: [
        {
          title: 'Class rhythm performance',
          blurb: 'Perform your rhythm grid compositions to another class.',
          activity: 'rhythm-grids',
        },
        { title: 'Warm-ups to revisit', blurb: 'Keep the pulse alive with these warm-ups.', section: 'mf-warm-ups' },
      ],
    },
    {
      title: 'Pitch and Melody',
      blurb: 'High and low, up and down: singing in tune together.',
      introduction:
        'Pupils explore **pitch** through movement, listening games and singing, ending with a performance of the Echo Song as a round.',
      lessons: [
        {
          title: 'Up and Down',
          introduction: 'Listening games that show high and low sounds with the body.',
          activities: ['high-and-low', 'echo-song'],
          activitiesAbove: ['pulse-march'],
        },
        {
          title: 'Singing in a Round',
          introduction: 'Pupils sing the Echo Song as a two-part round.',
          activities: [{ divider: 'Warm-up' }, 'high-and-low', { divider: 'Performance' }, 'echo-song'],
          extensionActivities: ['rhythm-grids'],
        },
      ],
      performanceItems: [
        { title: 'Echo Song round', blurb: 'Sing the Echo Song in two or three parts.', activity: 'echo-song' },
      ],
    },
  ],
  customUnits: {
    builderTitle: 'Build your own Music Foundations unit',
    builderIntroduction: 'Choose **four** learning strands and we will build a unit of lessons around them.',
    requiredStrands: 4,
    strands: ['rhythm', 'pitch', 'listening', 'composing', 'singing', 'performing'],
    planTitle: 'Music Foundations: your own unit',
    planIntroduction: 'These lessons draw on the activities that match the strands you chose.',
    lessons: [
      {
        title: 'Rhythm and Pitch Explorers',
        introduction: 'A lesson that blends pulse games with pitch work.',
        activities: [],
        activitiesAbove: ['pulse-march'],
        activityPool: ['echo-song', 'high-and-low', 'rhythm-grids'],
        combinationKeys: ['rhythm', 'pitch'],
        featured: true,
      },
      {
        title: 'Listen, Sing and Perform',
        introduction: 'Singing and listening, ending with a short class performance.',
        activities: ['echo-song'],
        activityPool: ['high-and-low', 'pulse-march'],
        combinationKeys: ['listening', 'singing', 'performing'],
      },
      {
        title: 'Create and Compose',
        introduction: 'Pupils compose and share their own rhythm patterns.',
        activities: ['rhythm-grids'],
        activityPool: ['pulse-march', 'echo-song'],
        combinationKeys: ['composing', 'rhythm'],
      },
    ],
  },
};

export const LISTENING_AND_APPRAISING: ProgrammeBlueprint = {
  slug: 'listening-and-appraising',
  title: 'Listening and Appraising',
  audience: 'primary',
  blurb: 'Meet the orchestra and learn to talk about the music you hear',
  introduction:
    'From Beethoven to film soundtracks, **Listening and Appraising** opens pupils’ ears to a wide range of music. They meet the instruments of the orchestra, play a famous tune and create soundscapes that tell a story.\n\nEach unit ends with a performance your pupils can share with parents or in assembly.',
  schemesIntro: 'Two units for upper Key Stage 2. Each can be taught in a half term.',
  mediaIntroduction: 'See the orchestra’s players demonstrate their instruments, family by family.',
  theme: { background: '#264653', color: '#ffffff', banner: 'bannerPrimary', logo: 'logoListening', bannerOffset: 30 },
  summaryDocument: 'programmeOverview',
  activities: [
    {
      key: 'meet-the-orchestra',
      title: 'Meet the Orchestra',
      type: 'Listening',
      time: '15 mins',
      introduction:
        'Pupils listen to the four families of the orchestra (strings, woodwind, brass and percussion) and learn where each family sits on stage.',
      lessonSummary: 'Pupils identify the four instrument families by ear and by sight.',
      teachingOption: 'Print the seating plan so pupils can point to each family as they hear it.',
      strands: ['listening'],
      audio: 'odeToJoy',
      picture: 'cardOrchestra',
      score: 'odeToJoyScore',
      music: 'Ode to Joy (strings) and Ensemble Riff (brass)',
      equipment: 'Orchestra seating plan (on the slides)',
      options: [
        {
          title: 'Family by family',
          introduction:
            'Listen to each family in turn. Pupils describe the sound using words such as warm, bright, smooth or crisp.',
          time: '15 mins',
        },
        {
          title: 'Orchestra bingo',
          introduction: 'Pupils tick off each family on a bingo card as they hear it in the recording.',
          time: '10 mins',
        },
      ],
      slideshow: 'standard',
      related: ['high-and-low'],
    },
    {
      key: 'ode-to-joy-glockenspiel',
      title: 'Playing Ode to Joy',
      type: 'Performing',
      time: '20 mins',
      introduction:
        'Beethoven’s famous theme moves mostly by step, which makes it a perfect first tune for glockenspiels and keyboards.',
      lessonSummary: 'Pupils learn to play the Ode to Joy theme on tuned percussion.',
      teachingOption: 'Colour-code the notes on the instruments for pupils who need extra support.',
      strands: ['pitch', 'performing'],
      audio: 'odeToJoy',
      picture: 'cardKeyboard',
      score: 'odeToJoyScore',
      music: 'Ode to Joy (recording and score)',
      equipment: 'Glockenspiels or keyboards, one between two',
      options: [
        {
          title: 'First phrase',
          introduction: 'Learn the first phrase (E E F G G F E D) by ear, then play it along with the recording.',
        },
        {
          title: 'Whole theme',
          introduction: 'Read the whole theme from the score and perform it in pairs: one plays, one keeps the pulse.',
          introductionPt2: 'Swap roles after each performance.',
        },
      ],
      slideshow: 'standard',
      related: ['meet-the-orchestra'],
    },
    {
      key: 'story-soundscapes',
      title: 'Story Soundscapes',
      type: 'Composing',
      time: '25 mins',
      introduction:
        'Pupils use voices and instruments to create a soundscape for a night-time forest, inspired by the Night Forest recording.',
      lessonSummary: 'Pupils compose a group soundscape that follows a simple story.',
      teachingOption: 'Give each group a different part of the story and join them together at the end.',
      strands: ['composing', 'listening'],
      audio: 'nightForest',
      picture: 'cardListening',
      score: 'lessonPlan',
      music: 'Night Forest (recording)',
      equipment: 'Untuned percussion, voices, found sounds',
      options: [
        {
          title: 'Sound effects',
          introduction: 'Brainstorm the sounds of the forest at night, then find a way to make each one.',
        },
        {
          title: 'Conducted soundscape',
          introduction: 'A pupil conductor brings each sound in and out to tell the story.',
          time: '20 mins',
        },
      ],
      slideshow: 'standard',
      related: ['meet-the-orchestra'],
    },
    {
      key: 'musical-conversations',
      title: 'Musical Conversations',
      type: 'Listening',
      time: '',
      introduction:
        'Two instruments take turns, like people chatting. Pupils listen for question-and-answer phrases and create their own.',
      lessonSummary: 'Pupils recognise call and response and improvise answers.',
      teachingOption: 'Use voices first, then instruments.',
      strands: ['listening', 'singing'],
      audio: 'callAndResponse',
      picture: 'cardSinging',
      score: 'echoSongScore',
      music: 'Call and Response (recording)',
      equipment: 'Voices; tuned percussion optional',
      options: [
        {
          title: 'Question and answer',
          introduction: 'Listen to the recording and decide which phrase asks a question and which answers it.',
        },
        {
          title: 'Improvised answers',
          introduction: 'The teacher sings a question; each pupil sings back a different answer.',
        },
      ],
      slideshow: 'standard',
      related: ['story-soundscapes'],
    },
  ],
  activityLibrary: {
    title: 'Listening and Appraising Activity Library',
    introduction: 'All the Listening and Appraising activities, ready to mix and match.',
    sections: [
      {
        key: 'la-warm-ups',
        title: 'Warm-ups',
        introduction: 'Openers that get ears working.',
        activities: ['musical-conversations'],
      },
      {
        key: 'la-listening',
        title: 'Listening',
        introduction: 'Focused listening to orchestral music.',
        activities: ['meet-the-orchestra', 'musical-conversations'],
      },
      {
        key: 'la-performing',
        title: 'Performing',
        introduction: 'Playing famous tunes together.',
        activities: ['ode-to-joy-glockenspiel'],
      },
      {
        key: 'la-creating',
        title: 'Creating',
        introduction: 'Soundscapes and storytelling.',
        activities: ['story-soundscapes'],
      },
    ],
  },
  audioLibrary: {
    title: 'Listening and Appraising Audio Library',
    introduction: 'Orchestral recordings to listen to, talk about and play along with.',
    pages: [
      {
        key: 'la-warm-up-tracks',
        title: 'Warm-up Tracks',
        introduction: 'Listening warm-ups to start each lesson.',
        excerpts: [{ title: 'Call and Response', summary: 'Question-and-answer phrases.', audio: 'callAndResponse' }],
      },
      {
        key: 'la-instruments',
        title: 'Instruments of the Orchestra',
        introduction: 'Hear the strings and the brass in turn.',
        score: 'odeToJoyScore',
        excerpts: [
          { title: 'Strings: Ode to Joy', summary: 'Smooth, warm string sound.', audio: 'odeToJoy' },
          { title: 'Brass: Ensemble Riff', summary: 'Bright, punchy brass.', audio: 'ensembleRiff' },
        ],
      },
      {
        key: 'la-forest-sounds',
        title: 'Forest Sounds',
        introduction: 'Atmospheric music for soundscape work.',
        score: 'filmCueSheet',
        excerpts: [
          { title: 'Night Forest', summary: 'A mysterious, slow cue.', audio: 'nightForest' },
          { title: 'Shimmer', summary: 'Twinkling bells like stars.', audio: 'shimmer' },
        ],
      },
    ],
    collections: [
      {
        title: 'Songs for Singing',
        blurb: 'Call-and-response songs and rounds.',
        score: 'echoSongScore',
        pages: ['la-warm-up-tracks'],
      },
      {
        title: 'Orchestral Favourites',
        blurb: 'Famous orchestral music to listen to and play.',
        score: 'odeToJoyScore',
        pages: ['la-instruments', 'la-forest-sounds'],
      },
    ],
  },
  units: [
    {
      title: 'The Orchestra',
      blurb: 'Meet the four families and play Beethoven’s most famous tune.',
      introduction:
        'Pupils learn how the orchestra is organised, how each family makes its sound, and play the Ode to Joy theme together.',
      lessons: [
        {
          title: 'Families of Instruments',
          introduction: 'Listening to strings, woodwind, brass and percussion.',
          activities: [{ divider: 'Listening' }, 'meet-the-orchestra', 'musical-conversations'],
        },
        {
          title: 'Beethoven’s Big Tune',
          introduction: 'Pupils learn and perform the Ode to Joy theme.',
          activities: ['meet-the-orchestra', { divider: 'Playing' }, 'ode-to-joy-glockenspiel'],
          extensionActivities: ['story-soundscapes'],
        },
      ],
      performanceItems: [
        {
          title: 'Ode to Joy ensemble',
          blurb: 'Perform the theme as a class ensemble.',
          activity: 'ode-to-joy-glockenspiel',
        },
      ],
    },
    {
      title: 'Music Tells a Story',
      blurb: 'Soundscapes, conversations and musical storytelling.',
      introduction:
        'Pupils discover how composers tell stories with sound, then create and perform a soundscape of their own.',
      lessons: [
        {
          title: 'Sounds of the Forest',
          introduction: 'Listening to the Night Forest cue.',
          activities: ['story-soundscapes'],
        },
        {
          title: 'Conversations in Sound',
          introduction: 'Question-and-answer phrases.',
          activities: ['musical-conversations', 'story-soundscapes'],
        },
        {
          title: 'Our Soundscape Performance',
          introduction: 'Groups rehearse and perform their soundscapes.',
          activities: [
            { divider: 'Rehearsal' },
            'story-soundscapes',
            { divider: 'Performance' },
            'ode-to-joy-glockenspiel',
          ],
        },
      ],
      performanceItems: [
        { title: 'Soundscape showcase', blurb: 'Share your soundscapes in assembly.', section: 'la-creating' },
      ],
    },
  ],
};

export const SING_TOGETHER: ComingSoonProgrammeBlueprint = {
  slug: 'sing-together',
  title: 'Sing Together',
  audience: 'primary',
  blurb: 'Whole-school singing assemblies (coming soon)',
  introduction:
    'A year of songs for whole-school singing, with warm-ups, actions and accompaniments. Coming next term.',
  theme: { background: '#6d6875', color: '#ffffff', banner: 'bannerPrimary', logo: 'logoSingTogether' },
};
