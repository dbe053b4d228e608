import { useEffect } from 'react';
import { mediaToPreload } from './slideshowModel';

/** The next slide's pictures and recordings are fetched ahead, so moving on shows and plays them at once. */
export function usePreload(slide: Parameters<typeof mediaToPreload>[0]) {
  useEffect(() => {
    const { images, audio } = mediaToPreload(slide);
    images.forEach((url) => {
      new Image().src = url;
    });
    const players = audio.map((url) => {
      const player = new Audio();
      player.preload = 'auto';
      player.src = url;
      return player;
    });
    return () => players.forEach((player) => player.removeAttribute('src'));
  }, [slide]);
}
