import { DEFAULT_ACTIVITY_TIME } from '../../components/ActivityBadges';
import { livingItems, type ActivityItem, type AudioItem, type PlaylistData } from './api/playlists';

/** One playlist item as the screens show it; `source` is what goes back to the CMS when the list is saved. */
export type PlaylistEntry = {
  /** Unique in the playlist: activity and audio items are numbered apart by the CMS. */
  key: string;
  title: string;
  contextPath: string | null;
  source: ActivityItem | AudioItem;
} & ({ kind: 'activity'; time: string; type: string | null } | { kind: 'audio'; src: string });

/** The playlist's items in order, dangling ones left out, ready to show. */
export function toPlaylistEntries(playlist: PlaylistData): PlaylistEntry[] {
  return livingItems(playlist).flatMap((source): PlaylistEntry[] => {
    const common = {
      key: `${source.__typename}-${source.id}`,
      contextPath: source.context_path?.trim() || null,
      source,
    };
    if (source.__typename === 'ComponentPlaylistActivityItem' && source.item) {
      return [
        {
          ...common,
          kind: 'activity',
          title: source.title?.trim() || source.item.title,
          time: source.item.time?.trim() || DEFAULT_ACTIVITY_TIME,
          type: source.item.type?.trim() || null,
        },
      ];
    }
    if (source.__typename === 'ComponentPlaylistAudioItem' && source.item) {
      return [
        {
          ...common,
          kind: 'audio',
          title: source.title?.trim() || source.item.caption?.trim() || source.item.name,
          src: source.item.url,
        },
      ];
    }
    return [];
  });
}

/** '1 item', '3 items'. */
export function itemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** How many of a playlist's items still point at something: the count its page will show. */
export function livingItemCount(items: readonly ({ __typename: string; item?: unknown } | null)[] | null | undefined) {
  return (items ?? []).filter((item) => item && 'item' in item && item.item).length;
}
