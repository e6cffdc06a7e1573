import { describe, expect, it } from 'vitest'
import { parseUtterance } from '../parse-utterance.ts'

const music = (params: Record<string, unknown>) => [{ name: 'control_music', params }]
const play = (slots: Record<string, string>) => music({ action: 'search_and_play', ...slots })

describe('music asked for without the usual verbs', () => {
  it('reads a singer and a title said with no verb at all', () => {
    expect(parseUtterance('周杰伦的歌').calls).toEqual(play({ artist: '周杰伦' }))
    expect(parseUtterance('邓紫棋的歌曲').calls).toEqual(play({ artist: '邓紫棋' }))
    expect(parseUtterance('陈奕迅的十年').calls).toEqual(play({ artist: '陈奕迅', song: '十年' }))
    expect(parseUtterance('周杰伦稻香').calls).toEqual(play({ artist: '周杰伦', song: '稻香' }))
  })

  it('reads a singer with the word for their works, a title with its carrier, 点播', () => {
    expect(parseUtterance('周杰伦歌曲').calls).toEqual(play({ artist: '周杰伦' }))
    expect(parseUtterance('晴天这首歌').calls).toEqual(play({ song: '晴天' }))
    expect(parseUtterance('点播七里香').calls).toEqual(play({ song: '七里香' }))
    expect(parseUtterance('我想听那个晴天').calls).toEqual(play({ song: '晴天' }))
    expect(parseUtterance('我喜欢这首歌').calls).toEqual([])
  })

  it('takes no question about a singer for a request', () => {
    expect(parseUtterance('周杰伦是谁').calls).toEqual([])
    expect(parseUtterance('周杰伦的歌好听吗').calls).toEqual([])
    expect(parseUtterance('周杰伦的演唱会什么时候').calls).toEqual([])
  })

  it('reads 唱 as a request to play', () => {
    expect(parseUtterance('唱个歌').calls).toEqual(music({ action: 'play' }))
    expect(parseUtterance('唱一个歌给我听一听').calls).toEqual(music({ action: 'play' }))
    expect(parseUtterance('唱没了').calls).toEqual(play({ song: '没了' }))
    expect(parseUtterance('唱得真难听').calls).not.toEqual(expect.arrayContaining(play({ song: '得真难听' })))
  })

  it('drops carrier words and hesitations from the title, keeps 不 inside one', () => {
    expect(parseUtterance('播放音乐晴天').calls).toEqual(play({ song: '晴天' }))
    expect(parseUtterance('播放这首七里香').calls).toEqual(play({ song: '七里香' }))
    expect(parseUtterance('播放黑龙这个歌曲').calls).toEqual(play({ song: '黑龙' }))
    expect(parseUtterance('播首喔毛阿敏的哦可不可以').calls).toEqual(
      play({ artist: '毛阿敏', song: '可不可以' }),
    )
    expect(parseUtterance('播放不将就').calls).toEqual(play({ song: '不将就' }))
    expect(parseUtterance('放不了').calls).toEqual([])
    expect(parseUtterance('播放你').calls).toEqual(play({ song: '你' }))
    expect(parseUtterance('播放了').calls).toEqual([])
    expect(parseUtterance('放个屁').calls).toEqual([])
  })

  it('reads a mode or playback switched off the right way round', () => {
    const mode = music({ action: 'set_play_mode', play_mode: 'sequential' })
    expect(parseUtterance('取消单曲循环').calls).toEqual(mode)
    expect(parseUtterance('不要循环播放了').calls).toEqual(mode)
    expect(parseUtterance('关闭随机播放').calls).toEqual(mode)
    expect(parseUtterance('不需要继续播放了').calls).toEqual(music({ action: 'pause' }))
  })
})

describe('a style or an occasion asked for by 推荐', () => {
  it('is the genre searched', () => {
    expect(parseUtterance('推荐悲伤风格歌').calls).toEqual(play({ genre: '悲伤' }))
    expect(parseUtterance('推荐助眠场景的歌曲').calls).toEqual(play({ genre: '助眠' }))
    expect(parseUtterance('推荐一首周杰伦的歌').calls).toEqual(play({ artist: '周杰伦' }))
  })

  it('reads a chart or an occasion as the kind of music, not a singer', () => {
    expect(parseUtterance('播流行榜中的音乐').calls).toEqual(play({ genre: '流行榜' }))
    expect(parseUtterance('来一首适合跑步的时候听的音乐').calls).toEqual(play({ genre: '跑步' }))
    expect(parseUtterance('我想听健身的歌').calls).toEqual(play({ genre: '健身' }))
    expect(parseUtterance('苏鑫的歌').calls).toEqual(play({ artist: '苏鑫' }))
  })

  it('pauses on 不想听歌了, skips on 不想听这首', () => {
    expect(parseUtterance('不想听歌了').calls).toEqual(music({ action: 'pause' }))
    expect(parseUtterance('不想听这首').calls).toEqual(music({ action: 'next' }))
  })
})

describe('a feature run on after a switched one', () => {
  it('takes the same verb (关闭座椅通风加热 switches both off)', () => {
    const seat = (action: string) => ({ name: 'control_seat', params: { seat: 'driver', action } })
    expect(parseUtterance('关闭座椅通风加热').calls).toEqual([seat('ventilation_off'), seat('heating_off')])
    expect(parseUtterance('关空调放首歌').calls).toEqual([
      { name: 'control_ac', params: { action: 'turn_off' } },
      { name: 'control_music', params: { action: 'play' } },
    ])
  })
})
