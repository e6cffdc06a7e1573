import { useSyncExternalStore } from 'react'
import { useEngine } from './studio-context.tsx'

/** A value a module reports for display (calculator status, oscilloscope trace, MIDI devices…). */
export function useReadout<T>(key: string): T | undefined {
  const { readouts } = useEngine()
  return useSyncExternalStore(
    (listener) => readouts.subscribe(key, listener),
    () => readouts.get<T>(key),
  )
}
