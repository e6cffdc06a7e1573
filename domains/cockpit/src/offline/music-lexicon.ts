import { z } from 'zod'
import { configFile, loadDataFile } from '../data-files/load-data-file.ts'
import { SHIPPED_TRACKS } from '../music/music-data.ts'
import { catalogueNames } from './catalogue-words.ts'

/**
 * Music words the engine cannot infer from sentence structure: genres, and artists (so 播放周杰伦 is
 * an artist, while 播放晴天 falls back to a song title). Both are gazetteers in the music function's
 * file (config/functions/control_music.json, lexicon.names), so a car maker extends them by
 * configuration; the shipped music library's artists count as known too, and so do the well-known
 * performers and songs of config/understanding/music-names.json (its source is stated there).
 */
const NAME = 'control_music'
const MusicNames = z.object({
  source: z.string().min(1),
  artists: z.array(z.string().min(1)),
  titles: z.array(z.string().min(1)),
})
const KNOWN = loadDataFile(configFile('understanding/music-names.json'), MusicNames)
const lower = (names: readonly string[]) => names.map((name) => name.toLowerCase())
const LIBRARY_ARTISTS = [...lower(SHIPPED_TRACKS.map((track) => track.artist)), ...lower(KNOWN.artists)]
const LIBRARY_TITLES = [...lower(SHIPPED_TRACKS.map((track) => track.title)), ...lower(KNOWN.titles)]

/** Genres and styles as people say them; matched whole against the requested text. */
export function genres(): ReadonlySet<string> {
  return catalogueNames(NAME, 'genre')
}

/** Artists whose bare name is said without 的歌; an unknown name with 的歌 is still read as an artist. */
export const artists = configuredWithLibrary('artist', LIBRARY_ARTISTS)

/** Song titles the car knows (the music library's, and any the music function's file names): 放晴天 is music. */
export const titles = configuredWithLibrary('song', LIBRARY_TITLES)

// The names a car maker configured for a parameter, plus the shipped library's; rebuilt when the
// configuration is reloaded.
function configuredWithLibrary(param: string, library: readonly string[]): () => ReadonlySet<string> {
  let cache: { from: ReadonlySet<string>; all: ReadonlySet<string> } | undefined
  return () => {
    const configured = catalogueNames(NAME, param)
    if (cache?.from !== configured) cache = { from: configured, all: new Set([...configured, ...library]) }
    return cache.all
  }
}
