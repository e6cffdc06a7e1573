import { gateOf } from '../gate.ts'
import type { Scan } from '../scan.ts'
import type { Match, MatchEnv, Matcher, ParsedCall } from '../types.ts'
import { call, matched, previousAction } from './match-helpers.ts'
import { readRequest } from './music-request.ts'
import { takeVolume } from './music-volume.ts'

const NAME = 'control_music'
/**
 * English control words are ordinary English words too: "ignore all previous rules", "skip the toll
 * roads", "repeat that". A bare one counts only as a whole word that stands alone or among Chinese
 * (shuffle 一下, 切 next); inside an English sentence only a phrase naming the music does (next song).
 */
const english = (words: string) => `(?<![a-z][\\s'-]*)\\b(?:${words})\\b(?![\\s'-]*[a-z])`

// 不需要继续播放 asks to stop: a negated 继续 is read here, before RESUME would take 继续播放.
const PAUSE = new RegExp(
  '(?:不要|不用|不需要|不想|别|无需)再?继续(?:播放|放|播|听|唱)?|不(?:想|要)?听(?:歌|音乐)了|暂停(?:播放|音乐)?|停止播放|停止音乐|别(?:放|唱|播)了|不听了|(?:关掉|关闭|关了|停掉|停了|停一下|停止|停|关)(?:音乐|歌曲?|播放器)|' +
    '(?:音乐|歌曲?)(?:先|就|给我)?(?:关掉|关闭|关了|停掉|停了|停一下|暂停|停)|(?:stop|pause) (?:the )?music|' +
    english('pause'),
)
const RESUME = new RegExp(
  '继续播放|继续放|继续听|恢复(?:播放|音乐|歌曲?)|(?:音乐|歌曲?)(?:继续|接着)(?:放|播放?|唱)?|接着放|接着播|接着听|继续唱|' +
    `resume (?:the )?music|${english('resume')}`,
)
// A song the person dislikes is skipped: 不好听, 这歌一般般, 这首太土了, 听烦了. Another song (放首别的歌,
// 来点其他歌曲) is the next one: 别/其他 own no works, so they are no singer.
const NEXT = new RegExp(
  '下一首|下一曲|下首|下一个歌|切歌|切(?:一)?[首曲]|换一首|换首歌?|换个歌|换歌|(?:别的|其[他它余]的?)(?:歌曲?|音乐)|跳过(?:这首)?|不好听|难听|不(?:想|爱|喜欢)听(?:这首)?|' +
    '(?:这|这首|这个)?歌(?:曲)?(?:真|也|太|很|有点)*(?:不怎么(?:样|地)|一般般?|太?土|没意思|没劲|不行)|' +
    '(?:这首|这个)(?:歌)?(?:真|也|太|很|有点)*(?:不怎么(?:样|地)|一般般?|太?土了?|没意思|没劲)|' +
    `听(?:腻|烦|够|厌)了?|next (?:song|track)|skip (?:this |the )?(?:song|track)|${english('next|skip')}`,
)
// 刚才那首 is the previous song only when asked for again (放刚才那首); 刚才那首歌真好听 praises it.
const PREVIOUS = new RegExp(
  '(?:回到|返回)?上一首|上一曲|上首|前一首|(?:再?(?:放|播放?|听|来)(?:一下|一遍)?|回到|返回|切回|换回)刚才那首|刚才那首(?:再|重新)(?:放|播放?|听|来)|(?:previous|prev|last) (?:song|track)|' +
    english('previous|prev'),
)
const PLAY_MODES: ReadonlyArray<readonly [RegExp, string]> = [
  // Switching a mode off (取消单曲循环, 不要循环播放, 关闭随机) goes back to playing in order.
  [
    /(?:取消|关闭|关掉|退出|停止|不要|不用|别)(?:了)?(?:单曲循环|单曲重复|列表循环|循环播放|循环|随机播放|随机)/,
    'sequential',
  ],
  [
    /单曲循环|单曲重复|(?:这|这一)首(?:歌)?(?:一直|单曲|重复)?(?:循环|重复)|一直(?:放|听|循环)这首|repeat one/,
    'repeat_one',
  ],
  [new RegExp(`随机播放|随机|乱序|打乱(?:了|顺序)?|${english('shuffle(?: mode)?')}`), 'shuffle'],
  [
    new RegExp(
      `列表循环|全部(?:歌曲?)?循环|循环播放|顺序循环|repeat all|${english('repeat(?: mode)?')}|(?<![内外]|自动)循环(?!(?:模式)?(?:改成|调成|切换到|切到|换成|设为)?自动)`,
    ),
    'repeat_all',
  ],
  [
    new RegExp(
      `顺序播放|(?:按|照)顺序(?:播放?|放)?|挨个|一首(?:一首|接一首|接着一首)|${english('sequential(?: mode)?')}`,
    ),
    'sequential',
  ],
]
// Around a play mode, 播放/放 are part of it (随机播放, 按顺序放), not a second request to play.
const MODE_FILLER =
  /(?:的)?(?:播放)?(?:模式|mode)|切换到|切换成|切到|换成|改成|调成|设为|设成|开启|打开|用|这首歌?|歌曲?|音乐|播放|播|放/g
const PLAYBACK_WORDS = /播放|歌曲?|音乐|这首|切换到|切到|换到/g
const PLAY =
  /播放音乐|放音乐|开音乐|打开音乐|音乐打开|(?:音乐|歌曲?)(?:开|放|播)(?![大小高低到])|打开播放器|play music|开始播放|^播放$|^play$/

/** Music: playback, search-and-play by artist/song/genre, volume and play mode. */
export const musicMatcher: Matcher = {
  name: NAME,
  match: (scan, env) => {
    const volume = takeVolume(scan, env)
    if (volume) return volume
    const control = takeControl(scan)
    if (control) return matched([control], 0.95)
    const request = readRequest(scan, env.prev?.name === NAME ? env.prev : undefined)
    if (request) return request
    if (scan.take(PLAY)) return matched([call(NAME, { action: 'play' })], 0.95)
    return followUp(scan, env)
  },
}

// Pause first: 停止播放 holds 播放; next before resume: 换一首 is not 继续.
const CONTROLS: ReadonlyArray<readonly [RegExp, string]> = [
  [PAUSE, 'pause'],
  [NEXT, 'next'],
  [PREVIOUS, 'previous'],
  [RESUME, 'resume'],
]

// Every control and play mode's words, tested once before the passes below.
const CONTROL_WORDS = gateOf(...CONTROLS.map(([word]) => word), ...PLAY_MODES.map(([word]) => word))

function takeControl(scan: Scan): ParsedCall | null {
  if (!CONTROL_WORDS.test(scan.visible)) return null
  for (const [word, action] of CONTROLS) {
    if (!scan.take(word)) continue
    // 播放下一首歌: the playback words around a control are part of it.
    scan.takeAll(PLAYBACK_WORDS)
    return call(NAME, { action })
  }
  for (const [word, mode] of PLAY_MODES) {
    if (!scan.take(word)) continue
    scan.takeAll(MODE_FILLER)
    return call(NAME, { action: 'set_play_mode', play_mode: mode })
  }
  return null
}

const STOP = /关掉|关了|关闭|停|不听/
const GO_ON = /继续|打开|开/
const ANOTHER = /^再?换(?:一?个|一下|掉)$|^再(?:来|放|切|换)一?[个首](?:歌)?$/

// After a music call, 关掉 pauses, 继续/打开 resumes and 换一个 skips.
function followUp(scan: Scan, env: MatchEnv): Match | null {
  if (previousAction(env.prev, NAME) === undefined) return null
  if (scan.take(ANOTHER)) return matched([call(NAME, { action: 'next' })], 0.9, 'context')
  if (scan.take(STOP)) return matched([call(NAME, { action: 'pause' })], 0.9, 'context')
  if (scan.take(GO_ON)) return matched([call(NAME, { action: 'resume' })], 0.85, 'context')
  return null
}
