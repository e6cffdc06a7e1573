/** One playable track. */
export interface Track {
  title: string
  artist: string
  genre: string
  mood: string
}

export interface TrackQuery {
  artist?: string
  song?: string
  genre?: string
}

/**
 * The media behind control_music's search_and_play. The shipped implementation searches a small
 * illustrative catalogue; a car maker replaces it with its streaming service through
 * createCockpit({ music }). Synchronous because handlers are pure functions of (params, state).
 */
export interface MusicLibrary {
  /** Tracks matching every given field, best match first; empty when nothing matches. */
  search(query: TrackQuery): Track[]
}
