import { artists } from '../music-lexicon.ts'
import { HIDDEN, type Scan } from '../scan.ts'
import type { Match } from '../types.ts'
import { call, matched } from './match-helpers.ts'
import { looksLikeSinger, MOOD } from './music-title.ts'

const NAME = 'control_music'
// Said with no verb at all, a singer's works (周杰伦的歌, 邓紫棋的歌曲) or a singer and a title
// (陈奕迅的十年) is still a request to play them: people drop the verb when the name says it all.
const WORKS = /^([^${HIDDEN}]{2,8}?)的(?:歌曲?|音乐|专辑|新歌|老歌|歌儿)(?:吧|呗|啊)?$/
const WHOLE = new RegExp(`^[^${HIDDEN}]{4,28}$`)
// 晴天这首歌: the carrier says a title was named, with no verb.
const CARRIED = new RegExp(`^([^${HIDDEN}]{1,16}?)这一?首(?:歌曲?)?(?:吧|呗)?$`)
// Words about the song playing (我喜欢这首歌, 换掉这首歌, 收藏这首歌) rather than a title.
const ABOUT_THE_SONG =
  /喜欢|讨厌|觉得|好听|难听|不|换|切|跳过|是|什么|谁|收藏|下载|单曲|循环|重复|暂停|关|停|再|听|放|播|唱|分享|评论|点赞/
// 周杰伦歌曲: a known singer and the word for their works, without 的.
const WORKS_WORD = /^(?:歌曲?|音乐|专辑|新歌|老歌|的歌曲?)$/
// A sentence about the singer (周杰伦是谁, 周杰伦的歌好听吗) is a question, not a request.
const NOT_A_TITLE = /^(?:是|有|在|多|几|好听|的歌)|什么|怎么|哪[里儿个些]|谁|多大|多少|演唱会|[吗呢么?？]$/

/** Reads a verbless request whose words are a singer's name and, optionally, a title. */
export function readBare(scan: Scan): Match | null {
  const works = scan.find(WORKS)
  if (works && looksLikeSinger(works[1]!) && !MOOD.test(works[1]!)) {
    scan.mark(works.index, works.index + works[0].length)
    return matched([call(NAME, { action: 'search_and_play', artist: works[1]! })], 0.9)
  }
  const carried = scan.find(CARRIED)
  if (carried && !ABOUT_THE_SONG.test(carried[1]!)) {
    scan.mark(carried.index, carried.index + carried[0].length)
    const name = carried[1]!
    const slots = artists().has(name) ? { artist: name } : (singerAndTitle(name) ?? { song: name })
    return matched([call(NAME, { action: 'search_and_play', ...slots })], 0.9)
  }
  const words = scan.find(WHOLE)
  const owned = words ? singerAndTitle(words[0]) : null
  if (!words || !owned) return null
  scan.mark(words.index, words.index + words[0].length)
  return matched([call(NAME, { action: 'search_and_play', ...owned })], 0.9)
}

// The longest known singer starting the words, and what follows (without 的) as the title.
function singerAndTitle(words: string): { artist: string; song?: string } | null {
  const known = artists()
  for (let end = Math.min(words.length - 2, 12); end >= 2; end--) {
    const artist = words.slice(0, end)
    if (!known.has(artist)) continue
    const rest = words.slice(end)
    if (WORKS_WORD.test(rest)) return { artist }
    const song = rest.replace(/^的/, '')
    return song.length >= 2 && !NOT_A_TITLE.test(song) ? { artist, song } : null
  }
  return null
}
