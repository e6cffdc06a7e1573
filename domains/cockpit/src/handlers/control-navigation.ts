import { DEFAULT_POSITION, estimateDrive } from '../places/geo.ts'
import type { PoiService } from '../places/poi-service.ts'
import { ShippedPoiService } from '../places/shipped-poi-service.ts'
import { done, type Handler, refuse } from './handler-result.ts'

// "附近" is the city around the car, not the country: a 咖啡店 in another city is no answer.
const NEARBY_KM = 30
const RESULT_COUNT = 5

const PREFERENCE_NAMES = {
  fastest: '时间最短',
  shortest: '距离最短',
  no_highway: '不走高速',
  no_toll: '避开收费',
  avoid_congestion: '躲避拥堵',
  highway_first: '高速优先',
} as const

interface NavigationParams {
  action: 'set_destination' | 'search_poi' | 'set_route_preference' | 'cancel' | 'show_overview' | 'reroute'
  destination?: string
  poi_category?: string
  route_preference?: keyof typeof PREFERENCE_NAMES
}

/**
 * control_navigation over a map service: destinations resolved to places with ETA and distance,
 * nearby places nearest first, route preferences. A destination the map data does not know (家, 公司,
 * a friend's address) still starts navigation by name: those are the driver's own saved places, which
 * the head unit resolves; refusing them would break the commonest request. Its ETA is then unknown.
 */
export function createControlNavigation(poi: PoiService): Handler<NavigationParams> {
  return (params, state) => {
    const nav = state.navigation
    const withNav = (changes: Partial<typeof nav>) => ({ ...state, navigation: { ...nav, ...changes } })
    const near = state.position ?? DEFAULT_POSITION
    switch (params.action) {
      case 'set_destination': {
        const destination = params.destination!
        const found = poi.find(destination, near)
        if (!found)
          return done(
            withNav({
              isNavigating: true,
              destination,
              overview: false,
              place: undefined,
              remainingKm: undefined,
              etaMinutes: undefined,
            }),
            `地图数据中没有${destination}，已按名称导航`,
          )
        const drive = estimateDrive(found.distanceKm)
        const place = { name: found.name, city: found.city, lat: found.lat, lon: found.lon }
        return done(
          withNav({ isNavigating: true, destination, overview: false, place, ...drive }),
          `去${found.name}，约${drive.remainingKm}公里，${drive.etaMinutes}分钟`,
        )
      }
      case 'search_poi': {
        const category = params.poi_category!
        const hits = poi.search({ category, near, limit: RESULT_COUNT, withinKm: NEARBY_KM })
        if (hits.length === 0) return refuse('no_poi_found', `附近没有找到${category}`)
        const results = hits.map(({ aliases: _aliases, ...place }) => place)
        const first = hits[0]!
        return done(
          withNav({ results }),
          `找到${hits.length}个${category}，最近的是${first.name}，${first.distanceKm}公里`,
        )
      }
      case 'set_route_preference':
        return done(
          withNav({ routePreference: params.route_preference! }),
          `已切换为${PREFERENCE_NAMES[params.route_preference!]}路线`,
        )
      case 'cancel':
        if (!nav.isNavigating) return refuse('not_navigating', '当前没有在导航')
        return done(
          withNav({
            isNavigating: false,
            destination: undefined,
            overview: false,
            place: undefined,
            remainingKm: undefined,
            etaMinutes: undefined,
          }),
          '导航已取消',
        )
      case 'show_overview':
        if (!nav.isNavigating) return refuse('not_navigating', '当前没有在导航，没有全程可看')
        return done(withNav({ overview: true }), '已显示全程概览')
      case 'reroute':
        if (!nav.isNavigating) return refuse('not_navigating', '当前没有在导航')
        return done(state, '已为您重新规划路线')
    }
  }
}

/** control_navigation over the shipped illustrative map data. */
export const controlNavigation = createControlNavigation(new ShippedPoiService())
