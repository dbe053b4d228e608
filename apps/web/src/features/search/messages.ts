/** What each kind of result is called: in a group of suggestions, and beside one result. */
export const KIND_GROUPS: Record<string, string> = {
  programme: 'Programmes',
  unit: 'Units of work',
  lesson: 'Lessons',
  activity: 'Activities',
  audio: 'Audio',
  'audio-collection': 'Audio collections',
  'activity-section': 'Activity Library sections',
  'cpd-session': 'CPD sessions',
  'cpd-live-event': 'CPD live events',
  'live-programme': 'Live programmes',
  'live-production': 'Live productions',
  project: 'Projects',
  'landing-page': 'Pages',
  playlist: 'Your playlists',
  'custom-unit': 'Your units of work',
};

export const KIND_NAMES: Record<string, string> = {
  programme: 'Programme',
  unit: 'Unit of work',
  lesson: 'Lesson',
  activity: 'Activity',
  audio: 'Audio',
  'audio-collection': 'Audio collection',
  'activity-section': 'Activity Library section',
  'cpd-session': 'CPD session',
  'cpd-live-event': 'CPD live event',
  'live-programme': 'Live programme',
  'live-production': 'Live production',
  project: 'Project',
  'landing-page': 'Page',
  playlist: 'Your playlist',
  'custom-unit': 'Your unit of work',
};

export const FIELD_NAMES: Record<string, string> = {
  title: 'title',
  summary: 'summary',
  type: 'type',
  strands: 'learning strands',
  objectives: 'learning objectives',
  music: 'music',
  introduction: 'introduction',
  years: 'year groups',
};

export const FACET_TITLES = {
  yearGroup: 'Year group',
  keyStage: 'Key stage',
  audience: 'Audience',
  kind: 'Kind',
  programme: 'Programme',
  activityType: 'Activity type',
  learningStrand: 'Learning strand',
} as const;

/** The phone's button that shows and hides the facets, with how many are chosen. */
export const filtersButtonLabel = (active: number) => (active ? `Filters (${active})` : 'Filters');

export const SUBSCRIBERS_BADGE = 'Subscribers';
