import { describe, expect, it } from 'vitest'
import { browserConnectivity } from './connectivity.ts'

// DQ-MIND-04 in the SDK itself: the browser's reading of the network, here a real EventTarget with the
// navigator flag a browser keeps, switched the way a browser switches it.
function browserLike(onLine: boolean) {
  const target = new EventTarget() as EventTarget & { navigator: { onLine: boolean } }
  target.navigator = { onLine }
  const go = (online: boolean) => {
    target.navigator.onLine = online
    target.dispatchEvent(new Event(online ? 'online' : 'offline'))
  }
  return { target, go }
}

describe('browserConnectivity', () => {
  it('reads navigator.onLine and tells each change until unsubscribed', () => {
    const { target, go } = browserLike(true)
    const connectivity = browserConnectivity(target)
    expect(connectivity.online()).toBe(true)
    const told: boolean[] = []
    const stop = connectivity.subscribe((online) => told.push(online))
    go(false)
    expect(connectivity.online()).toBe(false)
    go(true)
    stop()
    go(false)
    expect(told).toEqual([false, true])
  })

  it('outside a browser (no navigator, no events) the network counts as there', () => {
    const connectivity = browserConnectivity({})
    expect(connectivity.online()).toBe(true)
    expect(() => connectivity.subscribe(() => {})()).not.toThrow()
  })
})
