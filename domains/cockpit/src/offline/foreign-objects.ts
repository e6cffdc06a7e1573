import { hasCommandVerb } from './verbs.ts'

/**
 * Things people ask a car assistant to control that this catalogue does not have: features even the
 * extended catalogue lacks (香氛, 冰箱, 悬架, 驾驶模式, 安全带, 充电口, 扶手台, 脚踏, 扬声器 …) and devices that are
 * not the car's (a water heater, the TV). Named as the object of a request, they make it unsupported;
 * named in a simile (冷得跟冰箱似的) they describe, and make nothing unsupported.
 */
export const FOREIGN_OBJECT =
  /(?<![跟像如同])(?:香氛|香薰|香水|车载冰箱|冰箱|悬架|悬挂|底盘高度|驾驶模式|(?:运动|经济|雪地|泥泞|竞速|越野|舒适|节能|赛道|沙地)模式|安全带|充电口|充电盖|充电枪|油箱盖|加油口|扶手(?:台|箱)?|儿童座椅|杯架|热水器|洗碗机|洗衣机|电视(?:剧|台)?|收音机|电台|广播|纪录片|电影|视频|加湿器|净化器|氛围音效|投屏|分屏|流媒体|内后视镜|驻车舒享|尾翼|脚踏|扬声器|儿童锁)(?!似的|一样|一般)/

// Compiled once at load, not on every leftover that names a foreign object.
const EVERY_FOREIGN_OBJECT = new RegExp(FOREIGN_OBJECT, 'g')

/**
 * Whether words a reading left over name such an object without a verb of their own (冰箱温度调低一点):
 * the request is about that object, and the reading must not act on a neighbouring function instead.
 * A foreign object with its own verb (打开空调打开香氛) is a second request; the first one stands.
 */
export function leftoverNamesForeignObject(leftovers: ReadonlyArray<{ text: string }>): boolean {
  // 广播 holds 播, a verb: the object's own name does not make it a second request.
  return leftovers.some(
    (left) => FOREIGN_OBJECT.test(left.text) && !hasCommandVerb(left.text.replace(EVERY_FOREIGN_OBJECT, '')),
  )
}

// Programmes rather than music: video, radio, TV and talk (播放锦绣未央电视剧第二十集, 播放罗辑思维第二集).
const NOT_MUSIC =
  /第[\d零〇一二两三四五六七八九十百]+(?:集|期|季)|电视剧|电视台|卫视|晚会|春晚|综艺|喜剧|大会|节目|脱口秀|真人秀|选秀|纪录片|电影|视频|收音机|电台|广播|调频|调幅|新闻|相声|小品|评书|有声书|播客/

/** Whether a music call's slots name a programme the music player cannot play. */
export function asksForProgramme(
  calls: ReadonlyArray<{ name: string; params: Record<string, unknown> }>,
): boolean {
  return calls.some(
    (c) =>
      c.name === 'control_music' &&
      ['song', 'artist', 'genre'].some(
        (slot) => typeof c.params[slot] === 'string' && NOT_MUSIC.test(c.params[slot] as string),
      ),
  )
}
