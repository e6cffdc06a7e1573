import { SHIPPED_TRACKS } from '../music/music-data.ts'
import { catalogueNames } from './catalogue-words.ts'

/**
 * Music words the engine cannot infer from sentence structure: genres, and artists (so 播放周杰伦 is
 * an artist, while 播放晴天 falls back to a song title). Both are gazetteers in the music function's
 * file (config/functions/control_music.json, lexicon.names), so a car maker extends them by
 * configuration; the shipped music library's artists count as known too.
 */
const NAME = 'control_music'
const LIBRARY_ARTISTS = SHIPPED_TRACKS.map((track) => track.artist.toLowerCase())

/** Genres and styles as people say them; matched whole against the requested text. */
export function genres(): ReadonlySet<string> {
  return catalogueNames(NAME, 'genre')
}

let artistsCache: { from: ReadonlySet<string>; all: ReadonlySet<string> } | undefined

/** Artists whose bare name is said without 的歌; an unknown name with 的歌 is still read as an artist. */
export function artists(): ReadonlySet<string> {
  const configured = catalogueNames(NAME, 'artist')
  if (artistsCache?.from !== configured) {
    artistsCache = { from: configured, all: new Set([...configured, ...LIBRARY_ARTISTS]) }
  }
  return artistsCache.all
}
