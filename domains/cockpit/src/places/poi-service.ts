import type { GeoPoint } from './geo.ts'

/** A place a driver can be navigated to. */
export interface Place {
  name: string
  category: string
  city: string
  lat: number
  lon: number
  /** Other names people use for it (首都机场 for 北京首都国际机场). */
  aliases?: readonly string[]
}

/** A place found for a position: the straight-line distance from there, km with one decimal. */
export interface PlaceHit extends Place {
  distanceKm: number
}

export interface PoiQuery {
  /** Words of the name ("机场", "西湖"); matched loosely. */
  query?: string
  /** A category as spoken (加油站, 餐厅, 充电桩…); synonyms are resolved by the service. */
  category?: string
  near: GeoPoint
  limit: number
  /** Only places within this straight-line distance ("附近" means the same city, not the country). */
  withinKm?: number
}

/**
 * The map data behind control_navigation. The shipped implementation searches a small illustrative
 * set; a car maker replaces it with its navigation provider through createCockpit({ poi }).
 * Synchronous because handlers are pure functions of (params, state): a remote provider is expected
 * to keep a local index (as in-car maps do offline).
 */
export interface PoiService {
  /** Matching places, nearest first, at most `limit`. */
  search(query: PoiQuery): PlaceHit[]
  /** The place a spoken destination means, or undefined when the map data has nothing like it. */
  find(name: string, near: GeoPoint): PlaceHit | undefined
}
