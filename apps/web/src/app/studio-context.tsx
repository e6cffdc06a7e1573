import { createContext, type ReactNode, useContext } from 'react'
import { useStore } from 'zustand'
import type { AudioEngine } from '../audio/audio-engine.ts'
import type { StudioActions, StudioState, StudioStore } from '../store/studio-store.ts'

interface Studio {
  store: StudioStore
  engine: AudioEngine
}

const StudioContext = createContext<Studio | null>(null)

/** Hands the store and the audio engine to the components below. */
export function StudioProvider({ store, engine, children }: Studio & { children: ReactNode }) {
  return <StudioContext value={{ store, engine }}>{children}</StudioContext>
}

function useStudioContext(): Studio {
  const studio = useContext(StudioContext)
  if (!studio) throw new Error('StudioProvider is missing')
  return studio
}

/** Reads from the studio store; re-renders when the selected value changes. */
export function useStudio<T>(selector: (state: StudioState & StudioActions) => T): T {
  return useStore(useStudioContext().store, selector)
}

export function useStudioStore(): StudioStore {
  return useStudioContext().store
}

export function useEngine(): AudioEngine {
  return useStudioContext().engine
}
