import { artists, genres, titles } from '../music-lexicon.ts'

/**
 * What makes a requested name music. After a weak verb (放, 来, 点, 搜) the words are a song only
 * with a cue; without one, 放个行李 or 点个外卖 would become song searches.
 */

// Words that only music has: a target holding one is music (粤语歌, 钢琴曲, 新专辑).
const MUSIC_WORD = /歌|曲|音乐|专辑|乐队|乐$|\bmusic\b|\bsongs?\b/
/** Words of mood before 的 describe a style, not an owner: 来点欢快的歌. */
export const MOOD =
  /^(?:好听|动感|欢快|安静|轻松|舒缓|伤感|热闹|嗨|激情|浪漫|抒情|劲爆|经典|热门|最新|最火|开心|悲伤|温柔|放松|提神|节奏感强)/
/** A title only pointed at (那个歌, 那个谁的, 那个啥) cannot be searched: ask which. */
export const POINTING =
  /^(?:那个|这个|刚才那首?|上次那首?)(?:歌|歌曲)?$|^(?:那|这)一?首(?:歌|歌曲)?(?:吧|呢)?$|^那一?首|^这一?首(?:歌|歌曲)|^(?:那|这)个(?:歌|歌曲)|^(?:就是)?(?:那个|这个)?(?:啥|什么|谁|谁的|啥的|什么的)|那个(?:谁|啥|什么)|谁唱的|什么来着|叫啥|叫什么/

/** Whether `target`, read as `request`, names music rather than any other thing. */
export function isMusical(target: string, request: Record<string, string>): boolean {
  if (MUSIC_WORD.test(target) || MOOD.test(target) || target.includes('《')) return true
  if (request.genre !== undefined) return true
  // A title the library holds is music whatever verb asked for it (放晴天, 来个十年).
  if (request.song !== undefined && titles().has(request.song.toLowerCase())) return true
  const artist = request.artist
  return artist !== undefined && (artists().has(artist) || request.song === undefined)
}

/** Whether the words start with a known style or artist (说唱歌曲, 周杰伦的歌). */
export function isKnownMusic(words: string): boolean {
  const styles = genres()
  const singers = artists()
  for (let end = words.length; end >= 2; end--) {
    const head = words.slice(0, end)
    if (styles.has(head) || singers.has(head)) return true
  }
  return false
}

// The commonest surnames: a two- or three-character owner starting with one is likely a person.
const SURNAME =
  /^[王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤]/

/** Whether an owner before 的 is likely a singer: a known one, or a short name with a common surname. */
export function looksLikeSinger(owner: string): boolean {
  return artists().has(owner) || (owner.length >= 2 && owner.length <= 3 && SURNAME.test(owner))
}
