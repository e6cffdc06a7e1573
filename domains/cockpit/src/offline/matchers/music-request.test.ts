import { describe, expect, it } from 'vitest'
import { parseUtterance } from '../parse-utterance.ts'
import type { ParsedCall } from '../types.ts'

const search = (params: Record<string, string>) => [
  { name: 'control_music', params: { action: 'search_and_play', ...params } },
]
const play = [{ name: 'control_music', params: { action: 'play' } }]

function after(history: string, text: string) {
  const previousCalls: ParsedCall[] = parseUtterance(history).calls
  return parseUtterance(text, { previousCalls }).calls
}

describe('the music free slot', () => {
  it('keeps the title free of trailing verbs and particles', () => {
    expect(parseUtterance('找一下陈奕迅的浮夸放一下').calls).toEqual(
      search({ artist: '陈奕迅', song: '浮夸' }),
    )
    expect(parseUtterance('搜搜林俊杰的她说播放一下').calls).toEqual(
      search({ artist: '林俊杰', song: '她说' }),
    )
    expect(parseUtterance('放首小幸运呗').calls).toEqual(search({ song: '小幸运' }))
    expect(parseUtterance('来首光年之外听听嘛').calls).toEqual(search({ song: '光年之外' }))
    expect(parseUtterance('播一下漠河舞厅吧').calls).toEqual(search({ song: '漠河舞厅' }))
  })

  it('reads a reduplicated or colloquial verb before a name', () => {
    expect(parseUtterance('听听王菲').calls).toEqual(search({ artist: '王菲' }))
    expect(parseUtterance('放放许巍的歌').calls).toEqual(search({ artist: '许巍' }))
    expect(parseUtterance('整几首老歌').calls).toEqual(search({ genre: '老歌' }))
    expect(parseUtterance('弄两首歌来听').calls).toEqual(play)
    expect(parseUtterance('给咱来三首歌').calls).toEqual(play)
  })

  it('does not read other verbs that start with 播 as playing', () => {
    expect(parseUtterance('播报一下路况').calls).toEqual([])
    expect(parseUtterance('播报新闻').calls).toEqual([])
  })

  it('needs a music cue before a weak verb turns a noun into a song', () => {
    for (const text of ['放个包', '来个全身按摩', '点个奶茶', '来份盒饭', '帮我点杯咖啡送到公司', '放个屁']) {
      const calls = parseUtterance(text).calls
      expect(
        calls.some((c) => c.params.action === 'search_and_play'),
        text,
      ).toBe(false)
    }
  })

  it('asks back when the title is only pointed at', () => {
    for (const text of ['来一下那个啥', '放那个谁的歌', '播放那个什么来着', '放首歌，就是那个谁唱的那首']) {
      expect(parseUtterance(text).calls, text).toEqual([])
    }
  })

  it('keeps the artist when only the song is changed', () => {
    expect(after('播放周杰伦的晴天', '换成稻香')).toEqual(search({ artist: '周杰伦', song: '稻香' }))
    expect(after('来首陈奕迅的十年', '换浮夸吧')).toEqual(search({ artist: '陈奕迅', song: '浮夸' }))
    expect(after('播放周杰伦的晴天', '换成林俊杰的江南')).toEqual(search({ artist: '林俊杰', song: '江南' }))
    expect(after('播放轻音乐', '换成夜曲')).toEqual(search({ song: '夜曲' }))
  })
})

describe('play modes and complaints about the song', () => {
  it('reads ordered, looped and shuffled play said freely', () => {
    const mode = (play_mode: string) => [
      { name: 'control_music', params: { action: 'set_play_mode', play_mode } },
    ]
    expect(parseUtterance('一首接一首按顺序放').calls).toEqual(mode('sequential'))
    expect(parseUtterance('挨个按顺序播').calls).toEqual(mode('sequential'))
    expect(parseUtterance('全部歌曲循环播放').calls).toEqual(mode('repeat_all'))
    expect(parseUtterance('打乱了播放').calls).toEqual(mode('shuffle'))
    expect(parseUtterance('这首单曲循环播放').calls).toEqual(mode('repeat_one'))
  })

  it('skips a song the person does not like', () => {
    const next = [{ name: 'control_music', params: { action: 'next' } }]
    for (const text of ['这歌一般般，换一个', '这首太土了', '这歌听烦了', '这首没意思', '歌不怎么样']) {
      expect(parseUtterance(text).calls, text).toEqual(next)
    }
    expect(after('播放音乐', '换一个')).toEqual(next)
  })
})

describe('A的B: a singer and a song, or one title', () => {
  it('reads a likely person before 的 as the singer, anything else as part of the title', () => {
    const play = (params: Record<string, string>) => [
      { name: 'control_music', params: { action: 'search_and_play', ...params } },
    ]
    expect(parseUtterance('我想听王小明的夏天').calls).toEqual(play({ artist: '王小明', song: '夏天' }))
    expect(parseUtterance('我想听孤独的夏天').calls).toEqual(play({ song: '孤独的夏天' }))
  })
})

describe('the title said before the verb', () => {
  it('reads 播放 and 让我听下 after a title, 放 after a known singer, and leaves 给我听 to small talk', () => {
    const play = (params: Record<string, string>) => [
      { name: 'control_music', params: { action: 'search_and_play', ...params } },
    ]
    expect(parseUtterance('稻香播放一下').calls).toEqual(play({ song: '稻香' }))
    expect(parseUtterance('陈奕迅的十年让我听一下').calls).toEqual(play({ artist: '陈奕迅', song: '十年' }))
    expect(parseUtterance('周杰伦的七里香给我放一下').calls).toEqual(
      play({ artist: '周杰伦', song: '七里香' }),
    )
    expect(parseUtterance('放音乐吗').calls).toEqual([{ name: 'control_music', params: { action: 'play' } }])
    expect(parseUtterance('讲个故事给我听').calls).toEqual([])
  })
})

describe('carrier words before a title', () => {
  it('keeps the title without the word that says what it is', () => {
    const song = (title: string) => [
      { name: 'control_music', params: { action: 'search_and_play', song: title } },
    ]
    expect(parseUtterance('我想听儿歌两只老虎').calls).toEqual(song('两只老虎'))
    expect(parseUtterance('播放歌曲平凡之路').calls).toEqual(song('平凡之路'))
    expect(parseUtterance('播放儿歌小白船').calls).toEqual(song('小白船'))
    expect(parseUtterance('我要听儿歌雪').calls).toEqual(song('雪'))
    expect(parseUtterance('放一下歌曲后来').calls).toEqual(song('后来'))
    expect(parseUtterance('我要听儿歌大苹果').calls).toEqual(song('大苹果'))
    expect(parseUtterance('放朴树的歌曲平凡之路').calls).toEqual([
      { name: 'control_music', params: { action: 'search_and_play', artist: '朴树', song: '平凡之路' } },
    ])
  })
})

describe("the person's own music", () => {
  it.each(['放我喜欢的音乐', '来一首我喜欢的歌', '播放收藏的歌', '播放我的歌单', '放一首我收藏的歌单里的歌'])(
    '%s names a collection the catalogue lacks: nothing runs, no singer 我喜欢',
    (text) => expect(parseUtterance(text).calls).toEqual([]),
  )

  it('a pronoun owns no works: 我们的歌 is a title', () => {
    expect(parseUtterance('播放我们的歌').calls).toEqual(search({ song: '我们的歌' }))
  })
})

describe('a style, the word for a song, then a title', () => {
  it('keeps both the style and the title', () => {
    expect(parseUtterance('播放民谣歌曲成都').calls).toEqual(search({ genre: '民谣', song: '成都' }))
  })

  it('支 counts songs as 首 does', () => {
    expect(parseUtterance('来一支歌').calls).toEqual(play)
  })
})
