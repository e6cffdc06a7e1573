import { FOREIGN_OBJECT } from '../foreign-objects.ts'
import type { Matcher } from '../types.ts'

/**
 * Text that is not a catalogue call: small talk (high score: no call is the right answer) and
 * vehicle features the catalogue lacks (low score: the person wanted something we cannot do).
 */
const SMALL_TALK =
  /笑话|段子|天气|气温(?!调)|会下雨吗|你(?:是谁|叫什么|几岁|多大|会什么|能做什么|好吗|真棒|真笨)|名字|几点了?|什么时间|日期|星期几|礼拜几|几号|聪明|厉害|真棒|好棒|笨|讲(?:个|一个)?故事|新闻|股票|翻译|聊天|聊聊|聊一聊|陪我|无聊|谢谢|多谢|再见|晚安|早上好|早安|中午好|下午好|晚上好|你好|您好|在吗|\bhello\b|\bhi\b|\bhey\b|thank|唱(?:首|一首)?歌|什么意思|为什么|是什么|谁是|多少钱|怎么做|菜谱|诗|作文|how are you|tell me a joke|weather|who are you|哈哈|嘿嘿|没事了?|算了|不用了|好的|好了|行了|可以了|ok|okay|知道了|明白/
const UNSUPPORTED =
  /车门(?!锁)|开门|门打开|打开门|发动机|引擎|熄火|点火|启动(?:车辆|汽车|车子)|方向盘|喇叭|鸣笛|遮阳板|前备箱|引擎盖|机盖|双闪|转向灯|挡位|换挡|挂(?:挡|p挡|d挡|r挡)|刹车|油门|加速|减速|巡航|自动驾驶|辅助驾驶|自动泊车|驻车|手刹|解锁|锁车(?!了)|锁门(?!了)|蓝牙|打电话|电话|微信|短信|儿童锁|限速|倒车|超车|变道|开快一?点|开慢一?点|收藏|点赞|分享|空气净化|行车记录仪|摄像头|雷达|车速|座椅记忆|胎压监测|开始充电|停止充电/

// Questions about how or whether (怎么打开后备箱, 座椅加热对身体好吗) ask for an answer, not an action;
// they outrank the device words they mention. 怎么走/怎么这么冷 are not such questions, nor is a closing
// 好不好 (打开空调好不好), which asks leave for the request like 好吗.
const QUESTION =
  /(大|小|冷|热|高|低|亮|暗|快|慢|远|近|多)不\1|好不好(?![呀啊吧嘛呢]*$)|(?<!不)(?:怎么|如何|怎样)(?!走|去|样|这么|那么|还|又|回事|了)|对身体|有什么用|是干什么|什么意思|有(?:什么|哪些|几种)(?:模式|功能|颜色|用)|能装多少|多少钱|是什么/

/** Small talk, questions, and unsupported vehicle requests: no calls. */
export const chatMatcher: Matcher = {
  name: 'chat',
  match: (scan) => {
    if (scan.has(QUESTION)) {
      // The question is understood as a whole, device words included.
      scan.mark(0, scan.text.length)
      return { calls: [], score: 0.97, kind: 'chat' }
    }
    if (scan.take(UNSUPPORTED) || scan.take(FOREIGN_OBJECT))
      return { calls: [], score: 0.65, kind: 'unsupported' }
    if (scan.take(SMALL_TALK)) return { calls: [], score: 0.85, kind: 'chat' }
    return null
  },
}
