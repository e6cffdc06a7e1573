import type { Reading } from './interpret-clause.ts'
import { namesSeat } from './positions.ts'
import type { ParsedCall } from './types.ts'

// 也 says "this too, there": 副驾车窗打开，座椅通风也打开 is the passenger's seat, not the driver's.
const ALSO = /也/

// Where a call acts, as cabin places (the front-left place is the driver's).
const PLACES_OF_ZONE: Record<string, string[]> = {
  driver: ['front_left'],
  passenger: ['front_right'],
  rear: ['rear_left', 'rear_right'],
}
const SEAT_OF_PLACE: Record<string, string> = {
  front_left: 'driver',
  front_right: 'passenger',
  rear_left: 'rear_left',
  rear_right: 'rear_right',
}

function placesOf(call: ParsedCall): string[] {
  const { seat, position, zone } = call.params
  if (call.name === 'control_seat' && typeof seat === 'string')
    return [Object.keys(SEAT_OF_PLACE).find((place) => SEAT_OF_PLACE[place] === seat) ?? seat]
  if (call.name === 'control_window' && typeof position === 'string' && position !== 'all') return [position]
  if (call.name === 'control_ac' && typeof zone === 'string') return PLACES_OF_ZONE[zone] ?? []
  return []
}

/**
 * A seat or window said with 也 and no place of its own, after a clause that named one (后排座椅加热打开，
 * 车窗也打开): the place carries over, one call per place. Without 也 the request stays as read, and the
 * coverage gate asks which row was meant (`rowsLeftBehind`).
 */
export function carryRow(readings: readonly Reading[]): Reading[] {
  let places: string[] = []
  return readings.map((reading) => {
    const calls = reading.match?.calls ?? []
    if (calls.length === 0) return reading
    if (namesSeat(reading.text)) {
      places = [...new Set(calls.flatMap(placesOf))]
      return reading
    }
    const movable = calls.every((call) => call.name === 'control_seat' || call.name === 'control_window')
    if (places.length === 0 || !ALSO.test(reading.text) || !movable || reading.match?.kind !== 'explicit')
      return reading
    const carried = calls.flatMap((call) =>
      places.map((place) =>
        call.name === 'control_seat'
          ? { ...call, params: { ...call.params, seat: SEAT_OF_PLACE[place] ?? place } }
          : { ...call, params: { ...call.params, position: place } },
      ),
    )
    return { ...reading, carried: true, match: { ...reading.match!, calls: carried } }
  })
}
