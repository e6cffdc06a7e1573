import { done, type Handler, refuse } from './handler-result.ts'

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

/** control_navigation: destinations, nearby places, route preferences (the map service is simulated). */
export const controlNavigation: Handler<NavigationParams> = (params, state) => {
  const nav = state.navigation
  const withNav = (changes: Partial<typeof nav>) => ({ ...state, navigation: { ...nav, ...changes } })
  switch (params.action) {
    case 'set_destination':
      return done(
        withNav({ isNavigating: true, destination: params.destination, overview: false }),
        `已开始导航去${params.destination}`,
      )
    case 'search_poi':
      return done(state, `已为您搜索附近的${params.poi_category}`)
    case 'set_route_preference':
      return done(
        withNav({ routePreference: params.route_preference! }),
        `已切换为${PREFERENCE_NAMES[params.route_preference!]}路线`,
      )
    case 'cancel':
      if (!nav.isNavigating) return refuse('not_navigating', '当前没有在导航')
      return done(withNav({ isNavigating: false, destination: undefined, overview: false }), '导航已取消')
    case 'show_overview':
      if (!nav.isNavigating) return refuse('not_navigating', '当前没有在导航，没有全程可看')
      return done(withNav({ overview: true }), '已显示全程概览')
    case 'reroute':
      if (!nav.isNavigating) return refuse('not_navigating', '当前没有在导航')
      return done(state, '已为您重新规划路线')
  }
}
