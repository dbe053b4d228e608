import { createContext } from 'react';

/**
 * Whether a slide here is the live one, on the projector: it plays its recordings and films, and its cards and
 * buttons work. The presenter view and the overview's thumbnails show a still copy (no second sound in the room, no
 * controls inside the overview's buttons).
 */
export const SlideIsLive = createContext(true);

/**
 * Whether the slide is on a pupil's own screen (class sessions, issue 47): the pupil plays it, but what needs the
 * teacher's subscription (the printed score) is not offered.
 */
export const SlideForPupil = createContext(false);
