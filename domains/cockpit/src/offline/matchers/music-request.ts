import { artists, genres } from '../music-lexicon.ts'
import { HIDDEN, type Scan } from '../scan.ts'
import type { Match, ParsedCall } from '../types.ts'
import { call, clarify, matched } from './match-helpers.ts'
import { readBare } from './music-bare.ts'
import { isKnownMusic, isMusical, looksLikeSinger, MOOD, POINTING } from './music-title.ts'

const NAME = 'control_music'
const LEAD =
  '^(?:那|就|再|先|还是|随便|我想|我要|想|要|我们|咱们?|给我|帮我|为我|路上|一路上|顺便|顺路|也|一起)*'
const QUANTITY = '(?:一下|[一两三几]?[首支]|[一两几]?曲|一些|一点|一个|个|点|些|段)'
// 听/播放 ask for music whatever follows; 放/来/点/搜 ask for music only with a cue (放个行李 does
// not). 来/点/整 need a quantity (来一首, 整点音乐); 放 must not be 放倒/放下 (seat, window).
// 唱 starting a request asks for a song (唱个歌, 唱没了), not its complaint (唱得真难听).
const STRONG = '我想听|我要听|想听|要听|听听|听|点播|播放|播(?![放报])|唱(?![得的完])|play'
const WEAK = `(?:来|点|整)(?=${QUANTITY})|推荐(?:一下|几首|一些|点)?|搜索|搜搜|搜|找|放放|放(?![倒平下低])`
const REQUEST = new RegExp(`${LEAD}(?:(${STRONG})|${WEAK})(${QUANTITY})?\\s*([^${HIDDEN}]+)`)
// 歌名叫《…》 names the title of a song asked for just before; 放一首叫做《…》的歌 asks for it whole.
const NAMED =
  /(?:(?:播放|放|播|来|听|点)(?:一首|首|一个|个)?)?(?:歌名|名字|歌曲名|曲名|歌)?叫(?:做)?(《[^》]+》)(?:的(?:歌曲?|音乐|曲子))?/
// What follows 听 in 听不清, 听腻了, 听说 is not a title; a place search (搜索附近的餐厅) is not music.
const NOT_A_TITLE =
  /^(?:[腻烦够见清到着说懂完的]|一点|一些|一下|点|些|附近|最近|周边)|什么歌|^(?:[一-十两几]?(?:点|些|下|个|首)|掉)$/
// 听不清, 放不了, 播不出来 say the playing fails; after 播放 a title may start with 不 (不将就).
const CANNOT = /^不(?:了|出|到|动|行|好|清|见|懂|下去|进去)|^不$/
const LISTEN = /听/
// Hesitations said inside a request (播首喔毛阿敏的哦可不可以) are no part of a name.
const HESITATION =
  /^(?:喔|哦|噢|呃|嗯|额|唔|(?:那个|这个)(?=[^歌谁啥什的]{2}))+|(?<=的)(?:喔|哦|噢|呃|嗯|额|唔)+/g
// What one listens to that is not music: the catalogue has no radio or news (听点新闻 is chat).
const SPOKEN = /^(?:新闻|广播|电台|fm|路况|天气预报|有声书|小说|播客|评书|故事)/
// Role words before a name are not part of it (歌手周杰伦).
const ROLE = /^(?:歌手|艺人|乐队|组合|歌曲|歌名)/
// A command verb inside the request starts another command (播放周杰伦的歌打开空调).
const NEXT_COMMAND =
  /打开|关闭|关掉|开启|导航|然后|顺便|播放|把(?=空调|车窗|窗户|座椅|温度|音量|灯|后备箱|雨刮)/
const SWITCH = new RegExp(`${LEAD}(?:换成|换到|改成|改听|换个|换)\\s*([^${HIDDEN}]+)`)
// What trails a title: particles, and the verb said again (红豆放一下, 晴天播放一下, 来听听).
const TRAILING =
  /(?:吧|呗|啊|呀|嘛|呢|吗|好吗|可以吗|行吗|(?:播放|放|播)(?:一下|一首|来听听?)|来听听?|听听|听一下|听一听|来听|给我听|听|一下|这首歌曲?|这首|这个歌曲?|这一首歌?|这张专辑|这个专辑|这张唱片|的歌吧|(?:放松|提提?神|醒醒?神|解解?乏|解解?闷|助眠|嗨|热闹|high)(?:一下|一下子|下|起来)?)+$/
const GENERIC =
  /^(?:音乐|歌|歌曲|首歌|的歌|曲子|music|some music|songs?|一首歌|好听的歌?|好听的音乐|点歌|点音乐|本地音乐|本地歌曲)$/
const WORKS = /^(?:歌曲?|音乐|专辑|曲子|作品|新歌|老歌|热门歌曲|成名曲|代表作)$/
const QUOTED = /《(.+?)》/
const STYLE_THEN_TITLE = /^(.{1,6}?)(?:歌曲|的歌)(.{2,})$/
const PRONOUN = /^(?:我|你|您|他|她|它|咱)们?$/
const COLLECTION =
  /^(?:我|我们)?(?:喜欢|收藏|最爱|常听)(?:过)?的(?:歌曲?|音乐|歌单|列表)|歌单|收藏夹|^(?:我的)?收藏(?:的|里的)?(?:歌曲?|音乐|列表)?$/
// After 播放 even one character is a title (播放你); a particle or an aspect word is not.
const ONE_CHARACTER = /^(?![了吧啊呢吗下完着过一])[\u4e00-\u9fff]$/u
const STYLED = /^(.{1,6}?)(?:风格|类型|场景|流派|特色|曲风)的?(?:歌曲?|音乐|曲子)$/
// A chart (原创榜里的歌, 华语榜第一的歌) or an occasion (适合跑步的时候听的音乐, 健身的歌) is a kind of
// music asked for, not a singer.
const CHART = /^(.{1,8}?榜)(?:里面|里|中|上)?(?:第一|前十|前几)?(?:名)?(?:的)?(?:歌曲?|音乐)?$/
const OCCASION =
  /^(?:适合)?((?:跑步|健身|运动|跳舞|开车|兜风|睡觉|学习|工作|旅行|读书|散步|瑜伽|派对|约会)[^的]{0,3}?)(?:的时候)?(?:听)?的(?:歌曲?|音乐)$|^适合(.{1,6}?)(?:的时候)?(?:听)?的(?:歌曲?|音乐)$/
const BY = /^(.+?) by (.+)$/
// A title introduced by its name (一首叫后来的歌, 歌名是平凡之路的, 那首叫晴天的): the structure says
// what follows is a title, whether or not the library knows it. 叫醒 wakes, it names nothing.
const INTRODUCED =
  /^(?:[那这]?一?首)?(?:(?:歌名|名字|歌曲名|曲名|歌曲|歌)(?:叫做|叫作|叫|是)|名叫|叫做|叫作|叫)(?!醒)(.{1,20}?)(?:的(?:歌曲?|音乐|曲子)?)?$/
// 唱的/演唱的 after a name makes it the singer (刘若英唱的后来, 陈奕迅唱的歌), known or not.
const SUNG = /(?:演唱|翻唱|唱)过?$/
const NAMED_WORK = /^(?:一首|那首)?(?:歌曲?|曲子)(?:名字)?(?:叫做|叫作|叫|是)(?=.{2})/

type Request = Record<string, string> & { guess?: string }

/**
 * Reads 播放X / 来一首X / 我想听X (and, after a music call, 换成X) into play or search_and_play.
 * Structure decides first (A的B, 《B》, the 的歌 suffix); the lexicons decide bare names.
 */
export function readRequest(scan: Scan, prev: ParsedCall | undefined): Match | null {
  const named = scan.take(NAMED)
  if (named) return matched([call(NAME, { action: 'search_and_play', song: named[1]!.slice(1, -1) })], 0.95)
  const request = scan.find(REQUEST)
  const m = request ?? (prev ? scan.find(SWITCH) : null)
  if (!m) return readObjectFirst(scan) ?? readBare(scan)
  const slot = request ? m[3]! : m[1]!
  const cut = slot.search(NEXT_COMMAND)
  const raw = cut > 0 ? slot.slice(0, cut) : slot
  const said = raw.replace(TRAILING, '').replace(HESITATION, '').trim()
  // 歌曲 alone (播放歌曲) is the generic request, not a role word before a name.
  const target = said.replace(ROLE, '') || said
  const introduced = INTRODUCED.exec(said)
  if (introduced && (request || prev)) {
    scan.mark(m.index, m.index + m[0].length - (slot.length - raw.length))
    return matched([call(NAME, { action: 'search_and_play', song: introduced[1]! })], 0.95)
  }
  // Nothing but particles after the verb (听听, 放吧) is not a request of its own.
  // 听说明天下雨 is hearsay; 听说唱 names a style the lexicon knows.
  const refused =
    NOT_A_TITLE.test(target) || CANNOT.test(target) || (LISTEN.test(m[1] ?? '') && /^不/.test(target))
  if (target === '' || (refused && !isKnownMusic(target)) || SPOKEN.test(target)) return null
  if (POINTING.test(target)) {
    scan.mark(m.index, m.index + m[0].length)
    return clarify(0.7)
  }
  // The person's own favourites or playlists: neither a singer (我喜欢) nor a title, and the
  // catalogue has no collection to play from.
  if (COLLECTION.test(target)) {
    scan.mark(m.index, m.index + m[0].length)
    return { calls: [], score: 0.9, kind: 'unsupported' }
  }
  const read = interpret(target)
  const oneCharacter = read === undefined && m[1] === '播放' && ONE_CHARACTER.test(target)
  const reading = oneCharacter ? { song: target, guess: 'song' } : read
  if (reading === undefined) return null
  // A weak verb (放个行李, 来个按摩) asks for music only with a cue: a strong verb, a song's
  // classifier (首/曲), a music word, a known name or style, or music playing before.
  const cued = !request || m[1] !== undefined || /[首曲]/.test(m[2] ?? '') || prev !== undefined
  // The cue may be the role word itself (放一下歌曲离别开出的花).
  if (!cued && reading !== null && !isMusical(said, reading)) return null
  scan.mark(m.index, m.index + m[0].length - (slot.length - raw.length))
  if (reading === null) return matched([call(NAME, { action: 'play' })], 0.95)
  const { guess, ...params } = reading
  // 换成稻香 after 周杰伦's 晴天 changes the song, not the singer.
  if (!request && guess && typeof prev?.params.artist === 'string') params.artist = prev.params.artist
  // A bare unknown name is read as a song title: the likeliest, but a guess.
  return matched([call(NAME, { action: 'search_and_play', ...params })], guess ? 0.88 : 0.95)
}

// A carrier word before a title says what kind of thing follows (儿歌小星星, 歌曲离别开出的花, 作品X):
// the title is what comes after it.
const CARRIER = /^(?:儿歌|歌曲|歌儿|音乐|作品|一首歌|首歌|这首歌|这一首|这首)(?=[^的])/

// The title before the verb (晴天播放一下, 张学友的吻别让我听下吧, 周杰伦的晴天给我放一下).
const OBJECT_FIRST = new RegExp(
  `^([^${HIDDEN}]{2,}?)(?:(播放(?:一下|下|一遍)?|(?:让我|给我)听一?下)|(?:给我|帮我)?(?:放|来)(?:一下|下|一首|一遍|个)?)(?:吧|呗|啊|呀)?$`,
)

// A request said title first: 播放 and 让我听下 ask for music whatever precedes them; 放/来 need a
// cue. A bare 给我听 is not enough (唱首歌给我听, 讲个故事给娃娃听 ask the assistant itself).
function readObjectFirst(scan: Scan): Match | null {
  const m = scan.find(OBJECT_FIRST)
  if (!m || NEXT_COMMAND.test(m[1]!)) return null
  const target = m[1]!.replace(ROLE, '') || m[1]!
  const reading = interpret(target)
  if (reading === undefined || (reading !== null && m[2] === undefined && !isMusical(target, reading)))
    return null
  scan.mark(m.index, m.index + m[0].length)
  if (reading === null) return matched([call(NAME, { action: 'play' })], 0.95)
  const { guess, ...params } = reading
  return matched([call(NAME, { action: 'search_and_play', ...params })], guess ? 0.88 : 0.95)
}

/** null = just play; undefined = not a music request at all. */
function interpret(spoken: string): Request | null | undefined {
  const target = spoken.replace(CARRIER, '')
  // After a carrier word even one character is a title (儿歌秋): the carrier said so.
  const carried = target !== spoken
  if (GENERIC.test(target)) return null
  const quoted = QUOTED.exec(target)
  if (quoted) {
    const before = target.slice(0, quoted.index).replace(/的$/, '')
    return before ? { artist: before, song: quoted[1]! } : { song: quoted[1]! }
  }
  const by = BY.exec(target)
  if (by) return { song: by[1]!, artist: by[2]! }
  if (genres().has(target)) return { genre: target }
  // 悲伤风格的歌, 助眠场景的歌曲: a style or an occasion named as such is the genre asked for.
  const styled = STYLED.exec(target) ?? CHART.exec(target)
  if (styled) return { genre: styled[1]! }
  const occasion = OCCASION.exec(target)
  if (occasion) return { genre: (occasion[1] ?? occasion[2])! }
  // 说唱歌曲, 摇滚音乐: a known style with the generic word for music after it.
  const style = target.replace(/(?:的)?(?:歌曲?|音乐|曲子)$/, '')
  if (style !== target && genres().has(style)) return { genre: style }
  // 摇滚歌曲芍药信: a known style, the word for a song, then its title.
  const styledTitle = STYLE_THEN_TITLE.exec(target)
  if (styledTitle && genres().has(styledTitle[1]!)) return { genre: styledTitle[1]!, song: styledTitle[2]! }
  if (artists().has(target)) return { artist: target }
  const of = target.indexOf('的')
  if (of > 0) return ofPhrase(target.slice(0, of), target.slice(of + 1))
  const prefixed = artistPrefix(target)
  if (prefixed) return prefixed
  const genre = genreSuffix(target)
  if (genre) return { genre }
  // A one-character "title" (放个屁) is not one; readRequest lets 播放 ask for one.
  return target.length >= 2 || carried ? { song: target, guess: 'song' } : undefined
}

// X的歌 → artist X; X的Y → artist X and song Y (or genre Y when Y is one). An X nobody knows as
// a singer before a Y that is no genre is more likely one title (沉默的两个人, 我们走进十月的阳光).
function ofPhrase(owner: string, said: string): Request {
  let rest = said
  const singer = owner.replace(SUNG, '')
  // 周杰伦的歌叫晴天: the works named after the owner are a title introduced by its name.
  rest = rest.replace(NAMED_WORK, '')
  if (singer !== owner && singer.length >= 2)
    return rest === '' || WORKS.test(rest)
      ? { artist: singer }
      : { artist: singer, song: rest.replace(CARRIER, '') }
  if (MOOD.test(owner)) return { genre: genres().has(rest) ? rest : owner }
  // 我们的歌 is a title: a pronoun owns no works.
  if (PRONOUN.test(owner)) return { song: `${owner}的${rest}`, guess: 'song' }
  if (rest === '' || WORKS.test(rest)) return { artist: owner }
  if (genres().has(rest)) return { artist: owner, genre: rest }
  const song = rest.replace(CARRIER, '')
  return looksLikeSinger(owner) ? { artist: owner, song } : { song: `${owner}的${rest}`, guess: 'song' }
}

// 周杰伦晴天: a known artist directly followed by a title.
function artistPrefix(target: string): Request | undefined {
  const known = artists()
  for (let end = Math.min(target.length - 1, 12); end >= 2; end--) {
    const head = target.slice(0, end)
    if (known.has(head)) return { artist: head, song: target.slice(end).replace(/^的/, '') }
  }
  return undefined
}

// 一些轻松的轻音乐 / 来点摇滚乐: the longest known genre ending the request.
function genreSuffix(target: string): string | undefined {
  const known = genres()
  for (let start = 0; start < target.length - 1; start++) {
    const tail = target.slice(start)
    if (known.has(tail)) return tail
  }
  return undefined
}
