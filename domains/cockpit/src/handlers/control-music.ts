import type { MusicLibrary } from '../music/music-library.ts'
import { ShippedMusicLibrary } from '../music/shipped-music-library.ts'
import { clamp, done, type Handler, refuse } from './handler-result.ts'

const MODE_NAMES = {
  sequential: '顺序播放',
  shuffle: '随机播放',
  repeat_one: '单曲循环',
  repeat_all: '列表循环',
} as const

interface MusicParams {
  action:
    | 'play'
    | 'pause'
    | 'resume'
    | 'next'
    | 'previous'
    | 'search_and_play'
    | 'set_volume'
    | 'adjust_volume'
    | 'set_play_mode'
  artist?: string
  song?: string
  genre?: string
  volume?: number
  direction?: 'up' | 'down'
  play_mode?: keyof typeof MODE_NAMES
}

/**
 * control_music: playback, search over a music library, volume 0–100 and play modes. A request the
 * library cannot resolve is refused (no_track_found) and nothing changes: playing something else
 * while saying "正在播放" the asked-for song would be a lie the driver hears at once.
 */
export function createControlMusic(library: MusicLibrary): Handler<MusicParams> {
  return (params, state) => {
    const music = state.music
    const withMusic = (changes: Partial<typeof music>) => ({ ...state, music: { ...music, ...changes } })
    switch (params.action) {
      case 'play':
        return done(withMusic({ isPlaying: true }), '开始播放音乐')
      case 'pause':
        return done(withMusic({ isPlaying: false }), '音乐已暂停')
      case 'resume':
        return done(withMusic({ isPlaying: true }), '继续播放')
      case 'next':
        return done(withMusic({ isPlaying: true }), '已切换到下一首')
      case 'previous':
        return done(withMusic({ isPlaying: true }), '已切换到上一首')
      case 'search_and_play': {
        const found = library.search({ artist: params.artist, song: params.song, genre: params.genre })[0]
        if (!found) return refuse('no_track_found', `没有找到${asked(params)}`)
        const track = { title: found.title, artist: found.artist, genre: found.genre }
        return done(withMusic({ isPlaying: true, track }), `正在播放${found.artist}的${found.title}`)
      }
      case 'set_volume':
        return done(withMusic({ volume: params.volume! }), `音量已调到${params.volume}`)
      case 'adjust_volume': {
        const target = clamp(music.volume + (params.direction === 'up' ? 10 : -10), 0, 100)
        if (target === music.volume) return refuse('at_limit', `音量已经是${target}了`)
        return done(withMusic({ volume: target }), `音量已调到${target}`)
      }
      case 'set_play_mode':
        return done(withMusic({ playMode: params.play_mode! }), `已切换为${MODE_NAMES[params.play_mode!]}`)
    }
  }
}

/** What the driver asked for, in the words used: 周杰伦的晴天, 周杰伦的歌, 摇滚. */
function asked(params: MusicParams): string {
  if (params.song) return `${params.artist ? `${params.artist}的` : ''}${params.song}`
  if (params.artist) return `${params.artist}的歌`
  return `${params.genre}`
}

/** control_music over the shipped illustrative catalogue. */
export const controlMusic = createControlMusic(new ShippedMusicLibrary())
