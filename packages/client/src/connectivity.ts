/** Whether the network is there, and word when that changes (seed 000 DQ-MIND-04: offline / weak network). */
export interface Connectivity {
  online(): boolean
  /** Calls the listener with the new value after every change; returns the unsubscribe function. */
  subscribe(listener: (online: boolean) => void): () => void
}

interface OnlineTarget {
  navigator?: { onLine?: boolean }
  addEventListener?(type: 'online' | 'offline', listener: () => void): void
  removeEventListener?(type: 'online' | 'offline', listener: () => void): void
}

/**
 * The browser's own reading: `navigator.onLine` and the window's `online` / `offline` events. Outside a
 * browser (Node, a worker without them) the network counts as there: a failed request then says so itself.
 */
export function browserConnectivity(target: OnlineTarget = globalThis as OnlineTarget): Connectivity {
  const online = () => target.navigator?.onLine !== false
  return {
    online,
    subscribe(listener) {
      if (!target.addEventListener) return () => {}
      const changed = () => listener(online())
      target.addEventListener('online', changed)
      target.addEventListener('offline', changed)
      return () => {
        target.removeEventListener?.('online', changed)
        target.removeEventListener?.('offline', changed)
      }
    },
  }
}
