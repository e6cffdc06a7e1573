/** A point on the map, WGS-84 degrees. */
export interface GeoPoint {
  lat: number
  lon: number
}

const EARTH_RADIUS_KM = 6371

/** Great-circle distance in km (haversine): straight-line, which is all a shipped data set can offer. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLon = rad(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h))
}

// Roads are not straight: a detour factor and an average urban speed turn a straight line into a
// plausible drive. Both are rough constants until a real routing service replaces the adapter.
const DETOUR_FACTOR = 1.3
const URBAN_SPEED_KMH = 30

/** Road distance (km, one decimal) and minutes for a straight-line distance, at an urban average. */
export function estimateDrive(straightKm: number): { remainingKm: number; etaMinutes: number } {
  const road = straightKm * DETOUR_FACTOR
  return {
    remainingKm: Math.round(road * 10) / 10,
    etaMinutes: Math.max(1, Math.round((road / URBAN_SPEED_KMH) * 60)),
  }
}

/** Where a vehicle is assumed to be when it has not reported a position: 北京 国贸 (in the shipped data's area). */
export const DEFAULT_POSITION: GeoPoint = { lat: 39.9087, lon: 116.4605 }
