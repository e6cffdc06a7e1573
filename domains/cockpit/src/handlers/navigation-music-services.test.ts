import { describe, expect, it } from 'vitest'
import { createCockpit } from '../cockpit-domain.ts'
import type { MusicLibrary } from '../music/music-library.ts'
import { ShippedPoiService } from '../places/shipped-poi-service.ts'
import { defaultVehicleState } from '../vehicle/vehicle-state.ts'
import { createControlMusic } from './control-music.ts'
import { HANDLERS } from './index.ts'
import { serviceHandlers } from './service-handlers.ts'

const run = (name: string, params: Record<string, unknown>, partial?: unknown) =>
  HANDLERS[name]!(params, defaultVehicleState(partial))

describe('control_navigation over the map service', () => {
  it('puts the resolved place, remaining distance and ETA in the navigation state', () => {
    const result = run('control_navigation', { action: 'set_destination', destination: '首都机场' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const nav = result.state.navigation
    expect(nav).toMatchObject({
      isNavigating: true,
      destination: '首都机场',
      place: { name: '北京首都国际机场' },
    })
    // 国贸 → 首都机场 is about 23 km straight: about 30 km on the road, about an hour at 30 km/h.
    expect(nav.remainingKm).toBeGreaterThan(25)
    expect(nav.remainingKm).toBeLessThan(35)
    expect(nav.etaMinutes).toBeGreaterThan(50)
    expect(nav.etaMinutes).toBeLessThan(70)
    expect(result.reply).toContain('北京首都国际机场')
    expect(result.reply.length).toBeLessThanOrEqual(50)
  })

  it('measures from the vehicle position', () => {
    const inShanghai = { position: { lat: 31.2, lon: 121.35 } }
    const result = run(
      'control_navigation',
      { action: 'set_destination', destination: '虹桥机场' },
      inShanghai,
    )
    expect(result.ok && result.state.navigation.remainingKm).toBeLessThan(5)
  })

  it('navigates to places outside the map data by name, without an ETA, and says so', () => {
    const result = run('control_navigation', { action: 'set_destination', destination: '公司' })
    expect(result).toMatchObject({ ok: true, reply: '地图数据中没有公司，已按名称导航' })
    if (!result.ok) return
    expect(result.state.navigation).toMatchObject({ isNavigating: true, destination: '公司' })
    expect(result.state.navigation.etaMinutes).toBeUndefined()
    expect(result.state.navigation.place).toBeUndefined()
  })

  it('lists nearby places nearest first in the state, with name, category, city and distance', () => {
    const result = run('control_navigation', { action: 'search_poi', poi_category: '充电桩' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const places = result.state.navigation.results!
    expect(places.length).toBeGreaterThan(0)
    for (const place of places)
      expect(Object.keys(place).sort()).toEqual(['category', 'city', 'distanceKm', 'lat', 'lon', 'name'])
    expect(places.every((place) => place.category === '充电站' && place.city === '北京')).toBe(true)
    expect(result.reply).toContain(places[0]!.name)
  })

  it('refuses, changing nothing, when nothing of the kind is nearby', () => {
    expect(run('control_navigation', { action: 'search_poi', poi_category: '洗车店' })).toMatchObject({
      ok: false,
      error: 'no_poi_found',
    })
  })

  it('clears the ETA on cancel', () => {
    const going = run('control_navigation', { action: 'set_destination', destination: '北京南站' })
    if (!going.ok) throw new Error(going.reply)
    const cancelled = HANDLERS.control_navigation!({ action: 'cancel' }, going.state)
    expect(cancelled.ok && cancelled.state.navigation).toMatchObject({
      isNavigating: false,
      etaMinutes: undefined,
    })
  })
})

describe('control_music over the music library', () => {
  it('plays the resolved track and puts title, artist and genre in the state', () => {
    const result = run('control_music', { action: 'search_and_play', genre: '民谣' })
    expect(result.ok && result.state.music).toMatchObject({ isPlaying: true, track: { genre: '民谣' } })
    expect(result.ok && result.reply).toMatch(/^正在播放.+的.+/)
  })

  it('refuses an unknown track with a typed failure and changes nothing', () => {
    const result = run('control_music', { action: 'search_and_play', artist: '周杰伦', song: '不存在的歌' })
    expect(result).toEqual({ ok: false, error: 'no_track_found', reply: '没有找到周杰伦的不存在的歌' })
  })
})

describe('replaceable services', () => {
  // A car maker's library: here a one-track catalogue, a real implementation of the interface.
  const oneTrack: MusicLibrary = {
    search: ({ song }) =>
      song === '车厂之歌' ? [{ title: '车厂之歌', artist: '车厂乐队', genre: '流行', mood: '轻快' }] : [],
  }

  it('handlers run over the services given', () => {
    const play = createControlMusic(oneTrack)
    expect(play({ action: 'search_and_play', song: '车厂之歌' }, defaultVehicleState()).ok).toBe(true)
    expect(play({ action: 'search_and_play', song: '晴天' }, defaultVehicleState()).ok).toBe(false)
  })

  it('createCockpit wires them into the catalogue, and refuses them beside a catalogue of the host', () => {
    const cockpit = createCockpit({ music: oneTrack, poi: new ShippedPoiService([]) })
    const play = cockpit.catalogue.get('control_music')!.handler
    expect(play({ action: 'search_and_play', song: '车厂之歌' }, defaultVehicleState()).ok).toBe(true)
    const navigate = cockpit.catalogue.get('control_navigation')!.handler
    expect(navigate({ action: 'search_poi', poi_category: '加油站' }, defaultVehicleState()).ok).toBe(false)
    expect(() => createCockpit({ catalogue: cockpit.catalogue, music: oneTrack })).toThrow()
    expect(Object.keys(serviceHandlers({ music: oneTrack }))).toEqual(['control_music'])
  })
})
