import type { VehicleState } from '../vehicle/vehicle-state.ts'

/** A climate zone as the contract names it; `all` and no zone mean the whole cabin. */
export type AcZone = 'driver' | 'passenger' | 'rear' | 'all'

type Ac = VehicleState['ac']

const ZONE_NAMES = { driver: '主驾', passenger: '副驾', rear: '后排', all: '' } as const

/** How a reply names the zone ('' for the whole cabin). */
export function zoneName(zone: AcZone | undefined): string {
  return zone ? ZONE_NAMES[zone] : ''
}

/** Whether the call is about one zone apart from the others. */
export function isSingleZone(zone: AcZone | undefined): zone is 'driver' | 'passenger' | 'rear' {
  return zone !== undefined && zone !== 'all'
}

/** The temperature of a zone; the driver's (and the cabin's) is the AC's own. */
export function zoneTemperature(ac: Ac, zone: AcZone | undefined): number {
  return zone === 'passenger' || zone === 'rear' ? ac.zones[zone].temperature : ac.temperature
}

/** The AC with a temperature set in one zone, or in every zone when none is named (zones in sync). */
export function withTemperature(ac: Ac, zone: AcZone | undefined, temperature: number): Ac {
  if (zone === 'passenger' || zone === 'rear') {
    return { ...ac, isOn: true, zones: { ...ac.zones, [zone]: { isOn: true, temperature } } }
  }
  if (zone === 'driver') return { ...ac, isOn: true, temperature }
  return {
    ...ac,
    isOn: true,
    temperature,
    zones: {
      passenger: { isOn: true, temperature },
      rear: { isOn: true, temperature },
    },
  }
}

/**
 * The AC switched on or off in a zone. The driver's zone is the system's own switch: switching it off
 * stops the whole AC, as on cars whose rear and passenger zones run off the front unit.
 */
export function withPower(ac: Ac, zone: AcZone | undefined, isOn: boolean): Ac {
  if (zone === 'passenger' || zone === 'rear') {
    const zones = { ...ac.zones, [zone]: { ...ac.zones[zone], isOn } }
    return { ...ac, isOn: isOn || ac.isOn, zones }
  }
  if (zone === 'driver' && isOn) return { ...ac, isOn }
  return {
    ...ac,
    isOn,
    zones: { passenger: { ...ac.zones.passenger, isOn }, rear: { ...ac.zones.rear, isOn } },
  }
}

/** Whether a zone (or, with none named, the AC) is on. */
export function zoneIsOn(ac: Ac, zone: AcZone | undefined): boolean {
  return zone === 'passenger' || zone === 'rear' ? ac.isOn && ac.zones[zone].isOn : ac.isOn
}
