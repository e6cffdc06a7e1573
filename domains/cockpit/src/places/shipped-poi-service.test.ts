import { describe, expect, it } from 'vitest'
import { DEFAULT_POSITION, distanceKm, estimateDrive } from './geo.ts'
import { SHIPPED_PLACES } from './poi-data.ts'
import { categoryOf, ShippedPoiService } from './shipped-poi-service.ts'

const poi = new ShippedPoiService()
const SHANGHAI_BUND = { lat: 31.24, lon: 121.49 }

describe('ShippedPoiService', () => {
  it('measures straight-line distance (北京 → 上海 is about 1070 km)', () => {
    expect(distanceKm({ lat: 39.9042, lon: 116.4074 }, { lat: 31.2304, lon: 121.4737 })).toBeGreaterThan(1050)
    expect(distanceKm({ lat: 39.9042, lon: 116.4074 }, { lat: 31.2304, lon: 121.4737 })).toBeLessThan(1090)
    expect(estimateDrive(10)).toEqual({ remainingKm: 13, etaMinutes: 26 })
  })

  it('lists places nearest first, within the category asked for', () => {
    const hits = poi.search({ category: '加油站', near: DEFAULT_POSITION, limit: 10 })
    expect(hits.length).toBeGreaterThanOrEqual(3)
    expect(hits.every((hit) => hit.category === '加油站')).toBe(true)
    const distances = hits.map((hit) => hit.distanceKm)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(hits[0]!.city).toBe('北京')
    expect(poi.search({ category: '加油站', near: SHANGHAI_BUND, limit: 1 })[0]!.city).toBe('上海')
  })

  it('understands spoken categories and keeps "附近" to the radius given', () => {
    expect(categoryOf('充电桩')).toBe('充电站')
    expect(categoryOf('最近的饭店')).toBe('餐厅')
    expect(poi.search({ category: '咖啡厅', near: DEFAULT_POSITION, limit: 5 })[0]!.category).toBe('咖啡店')
    const nearby = poi.search({ category: '机场', near: DEFAULT_POSITION, limit: 10, withinKm: 40 })
    expect(nearby.map((hit) => hit.name)).toEqual(['北京首都国际机场'])
    expect(poi.search({ category: '洗车店', near: DEFAULT_POSITION, limit: 5 })).toEqual([])
    expect(poi.search({ query: '机场', near: DEFAULT_POSITION, limit: 3 })).toHaveLength(3)
  })

  it('finds a spoken destination by name, alias, city prefix or a longer phrase', () => {
    const find = (name: string) => poi.find(name, DEFAULT_POSITION)?.name
    expect(find('北京天安门')).toBe('天安门广场')
    expect(find('首都机场')).toBe('北京首都国际机场')
    expect(find('北京首都国际机场T3航站楼')).toBe('北京首都国际机场')
    expect(find('上海外滩')).toBe('外滩')
    expect(find('浦东机场')).toBe('上海浦东国际机场')
    expect(find('协和')).toBe('北京协和医院')
    // A kind of place means the nearest of that kind.
    expect(find('火车站')).toBe('北京站')
    // The driver's own places are not map data.
    expect(find('公司')).toBeUndefined()
    expect(find('家')).toBeUndefined()
    expect(find('张三家楼下')).toBeUndefined()
  })

  it('ships an illustrative data set across three cities with plausible coordinates', () => {
    expect(new Set(SHIPPED_PLACES.map((place) => place.city))).toEqual(new Set(['北京', '上海', '广州']))
    for (const place of SHIPPED_PLACES) {
      expect(place.lat).toBeGreaterThan(22)
      expect(place.lat).toBeLessThan(41)
      expect(place.lon).toBeGreaterThan(113)
      expect(place.lon).toBeLessThan(122)
    }
  })
})
