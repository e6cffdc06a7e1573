import { describe, expect, it } from 'vitest'
import { splitSoft, splitStrong } from './clauses.ts'

describe('splitStrong', () => {
  it('splits at punctuation and sequencing words', () => {
    expect(splitStrong('打开空调,温度调到23度;放首歌')).toEqual(['打开空调', '温度调到23度', '放首歌'])
    expect(splitStrong('开空调、放首歌、导航去公司')).toEqual(['开空调', '放首歌', '导航去公司'])
    expect(splitStrong('把车窗关上然后打开空调')).toEqual(['把车窗关上', '打开空调'])
    expect(splitStrong('导航去公司顺便放首歌')).toEqual(['导航去公司', '放首歌'])
  })

  it('drops a sequencing word that opens a clause after punctuation', () => {
    expect(splitStrong('把空调调到24度,然后播放一首轻音乐')).toEqual(['把空调调到24度', '播放一首轻音乐'])
  })

  it('keeps decimals and resume phrases whole', () => {
    expect(splitStrong('温度调到24.5度')).toEqual(['温度调到24.5度'])
    expect(splitStrong('好了,接着放吧')).toEqual(['好了', '接着放吧'])
    expect(splitStrong('电量还有多少')).toEqual(['电量还有多少'])
  })
})

describe('splitSoft', () => {
  const accept = (l: string, r: string) =>
    l.includes('空调') && r.length > 1 ? ([l, r] as [string, string]) : null

  it('splits at a connector only where the check accepts both sides', () => {
    expect(splitSoft('打开空调和座椅加热', accept)).toEqual(['打开空调', '座椅加热'])
    expect(splitSoft('主驾和副驾车窗打开', accept)).toEqual(['主驾和副驾车窗打开'])
  })

  it('leaves 再 of 再高一点 alone when nothing precedes it', () => {
    expect(splitSoft('再高一点', () => ['', ''])).toEqual(['再高一点'])
  })

  it('tells the check which connector it cut at', () => {
    const seen: string[] = []
    splitSoft('打开空调再放首歌', (_l, _r, connector) => {
      seen.push(connector)
      return null
    })
    expect(seen).toEqual(['再'])
  })
})
