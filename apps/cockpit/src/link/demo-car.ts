// The demo page's car: one simulated car per browser, so visitors never share (or inherit) each other's.

const STORAGE_KEY = 'mindwire:cockpit:demoCar'

/** This browser's demo car, named once and kept in the origin's storage. */
export function demoCarId(storage: Storage): string {
  const known = storage.getItem(STORAGE_KEY)
  if (known && /^demo-[0-9a-f]{12}$/.test(known)) return known
  return newDemoCar(storage)
}

/** A fresh demo car in place of the old one: parked, windows shut, as a new car is. */
export function newDemoCar(storage: Storage): string {
  const id = `demo-${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`
  storage.setItem(STORAGE_KEY, id)
  return id
}
