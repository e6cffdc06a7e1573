import { SHIPPED_TRACKS } from './music-data.ts'
import type { MusicLibrary, Track, TrackQuery } from './music-library.ts'

// Genres as spoken, by the catalogue's genre: "摇滚乐" and "rock" are 摇滚, "纯音乐" is 轻音乐.
const GENRE_WORDS: Record<string, readonly string[]> = {
  流行: ['流行', '流行歌', 'pop'],
  摇滚: ['摇滚', '摇滚乐', 'rock'],
  民谣: ['民谣', '民歌', 'folk'],
  说唱: ['说唱', '嘻哈', 'rap', 'hiphop'],
  轻音乐: ['轻音乐', '纯音乐', '钢琴曲', '放松音乐'],
  古典: ['古典', '古典音乐', '交响乐'],
  爵士: ['爵士', '爵士乐', 'jazz'],
  电子: ['电子', '电音', '电子音乐', 'edm'],
  中国风: ['中国风', '古风'],
}

const normalize = (text: string) => text.toLowerCase().replace(/[\s《》"“”'’]/g, '')
const genreOf = (spoken: string) => {
  const word = normalize(spoken).replace(/(歌曲|音乐|的歌)$/, '') || normalize(spoken)
  return Object.entries(GENRE_WORDS).find(
    ([, words]) => words.includes(word) || words.includes(normalize(spoken)),
  )?.[0]
}

/** Spoken words match a field when equal, or one contains the other ("周董" does not: no guessing). */
const matches = (spoken: string | undefined, value: string) => {
  if (spoken === undefined) return 1
  const a = normalize(spoken)
  const b = normalize(value)
  if (a === b) return 1
  return a.length >= 2 && (a.includes(b) || b.includes(a)) ? 0.7 : 0
}

/** The shipped MusicLibrary over an in-memory list (default: the illustrative SHIPPED_TRACKS). */
export class ShippedMusicLibrary implements MusicLibrary {
  readonly #tracks: readonly Track[]

  constructor(tracks: readonly Track[] = SHIPPED_TRACKS) {
    this.#tracks = tracks
  }

  search({ artist, song, genre }: TrackQuery): Track[] {
    if (artist === undefined && song === undefined && genre === undefined) return []
    // A genre nobody maps stays as spoken, so a catalogue with its own genres still matches exactly.
    const wanted = genre === undefined ? undefined : (genreOf(genre) ?? genre)
    return this.#tracks
      .map((track) => ({
        track,
        score: matches(artist, track.artist) * matches(song, track.title) * matches(wanted, track.genre),
      }))
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score)
      .map(({ track }) => track)
  }
}
