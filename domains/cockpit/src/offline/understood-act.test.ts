import { describe, expect, it } from 'vitest'
import { normalize } from './normalize.ts'
import { parseUtterance } from './parse-utterance.ts'
import { mayNotBeACommand, understoodAct } from './understood-act.ts'

// Our own wording: what the shared understanding layer says a request does, and what the cockpit makes of it.
describe('the speech act the shared understanding layer reads', () => {
  it('is consulted only when it could hold a command back', () => {
    expect(mayNotBeACommand(normalize('打开空调'))).toBe(false)
    for (const text of ['手机调成静音', '现在是外循环吗', '讲个笑话吧'])
      expect(mayNotBeACommand(normalize(text))).toBe(true)
  })

  it('names the other systems a request addresses', () => {
    expect(understoodAct(normalize('帮我把手机调成静音')).otherSystems).toEqual(['手机'])
    expect(understoodAct(normalize('导航回家')).otherSystems).toEqual([])
  })

  it('reads a yes-or-no question with no verb of change as a question, small talk as small talk', () => {
    expect(understoodAct(normalize('现在是外循环吗'))).toMatchObject({ act: 'question', acts: false })
    expect(understoodAct(normalize('讲个笑话吧'))).toMatchObject({ act: 'social', social: 'chitchat' })
  })
})

describe('the cockpit acts on none of them', () => {
  it.each([
    '手机调成静音',
    '把客厅的灯关了',
    '现在是内循环吗',
    '天窗是开的还是关的',
    '给我讲个关于空调的笑话',
  ])('%s makes no call', (text) => {
    expect(parseUtterance(text).calls).toEqual([])
  })

  it('still acts on a polite request, a proposal said as a question, and a status question', () => {
    expect(parseUtterance('打开空调好吗').calls).toHaveLength(1)
    expect(parseUtterance('放音乐吗').calls).toEqual([{ name: 'control_music', params: { action: 'play' } }])
    expect(parseUtterance('胎压正常吗').calls.map((call) => call.name)).toEqual(['query_vehicle_status'])
  })
})

describe('a music search whose name is not a clean name', () => {
  it('asks rather than search for a singer or title that holds other words', () => {
    for (const text of ['我想听歌适合跳舞的', '推荐三首华语榜里的日文歌', '播放模式换一下']) {
      const parse = parseUtterance(text)
      expect(parse.calls).toEqual([])
      expect(parse.needsClarification).toBe(true)
    }
  })

  it('drops a locative after a style, and lets a plain title through', () => {
    expect(parseUtterance('给我播放热门翻唱里的歌曲').calls[0]?.params.genre).toBe('热门翻唱')
    expect(parseUtterance('放一首听海').calls[0]?.params.song).toBe('听海')
  })
})
