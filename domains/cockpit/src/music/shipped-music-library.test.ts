import { describe, expect, it } from 'vitest'
import { ShippedMusicLibrary } from './shipped-music-library.ts'

const library = new ShippedMusicLibrary()

describe('ShippedMusicLibrary', () => {
  it('resolves artist and song, either alone, and spoken genres', () => {
    expect(library.search({ artist: '周杰伦', song: '晴天' })[0]).toMatchObject({
      title: '晴天',
      artist: '周杰伦',
    })
    expect(library.search({ song: '《七里香》' })[0]!.artist).toBe('周杰伦')
    expect(library.search({ artist: '五月天' }).every((track) => track.artist === '五月天')).toBe(true)
    expect(library.search({ genre: '摇滚乐' }).every((track) => track.genre === '摇滚')).toBe(true)
    expect(library.search({ genre: '纯音乐' })[0]!.genre).toBe('轻音乐')
    expect(library.search({ artist: 'beyond' })[0]!.artist).toBe('Beyond')
  })

  it('puts an exact title before one that merely contains the words', () => {
    expect(library.search({ song: '光' }).length).toBe(0)
    expect(library.search({ song: '光辉岁月' })[0]!.title).toBe('光辉岁月')
  })

  it('finds nothing for unknown requests, and for mismatched fields', () => {
    expect(library.search({ artist: '不存在的歌手' })).toEqual([])
    expect(library.search({ artist: '周杰伦', song: '十年' })).toEqual([])
    expect(library.search({})).toEqual([])
  })
})
