/** What other features may use of lesson mode: its queries, which offline saving sends exactly as lesson mode does. */
export { activitySlideshowQuery, lessonSlideShowQuery, playlistSlideShowQuery } from './api/slideshows';
