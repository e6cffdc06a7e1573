import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CockpitTestServer, startCockpitServer } from '../testing/cockpit-test-server.ts'
import { sayOverHttp } from '../testing/dialog-call.ts'

let t: CockpitTestServer
beforeAll(async () => {
  t = await startCockpitServer()
})
afterAll(() => t.close())

describe('navigation and music over HTTP, with the shipped map data and music library', () => {
  it('导航到首都机场: the destination is resolved, with distance and ETA in the vehicle state', async () => {
    const { status, json, state } = await sayOverHttp(t, 'car-poi-airport', '导航到首都机场')
    expect(status).toBe(200)
    expect(json.data.commands.map((c: { status: string }) => c.status)).toEqual(['executed'])
    expect(state.navigation).toMatchObject({
      isNavigating: true,
      place: { name: '北京首都国际机场', city: '北京' },
    })
    expect(state.navigation.remainingKm).toBeGreaterThan(20)
    expect(state.navigation.etaMinutes).toBeGreaterThan(30)
    expect(json.data.text).toContain('北京首都国际机场')
  })

  it('附近的加油站: places nearest first, from where the vehicle reports it is', async () => {
    const vehicleId = 'car-poi-shanghai'
    await t.call(`/api/v1/vehicle/${vehicleId}/state`, {
      method: 'PATCH',
      body: { position: { lat: 31.235, lon: 121.5 } },
    })
    const { status, json, state } = await sayOverHttp(t, vehicleId, '附近的加油站')
    expect(status).toBe(200)
    const places = state.navigation.results as Array<{ category: string; city: string; distanceKm: number }>
    expect(places.length).toBeGreaterThan(0)
    expect(places.every((place) => place.category === '加油站' && place.city === '上海')).toBe(true)
    expect(places.map((place) => place.distanceKm)).toEqual(
      places.map((place) => place.distanceKm).sort((a, b) => a - b),
    )
    expect(json.data.text).toContain('加油站')
  })

  it('播放周杰伦的晴天 plays the catalogue track; an unknown song changes nothing', async () => {
    const vehicleId = 'car-music-library'
    const played = await sayOverHttp(t, vehicleId, '播放周杰伦的晴天')
    expect(played.state.music).toMatchObject({
      isPlaying: true,
      track: { title: '晴天', artist: '周杰伦', genre: '流行' },
    })
    const unknown = await sayOverHttp(t, vehicleId, '播放周杰伦的不存在之歌')
    expect(unknown.status).toBe(200)
    expect(unknown.json.data.text).toContain('没有找到')
    expect(unknown.state.music).toEqual(played.state.music)
  })
})
