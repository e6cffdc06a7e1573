import { type InjectionKey, inject, provide, type ShallowRef, shallowRef } from 'vue'

/** A message the whole app shows above the routes, e.g. that a handoff failed and the app fell back. */
export interface Notice {
  kind: 'info' | 'error'
  text: string
}

const NOTICE: InjectionKey<ShallowRef<Notice | null>> = Symbol('tune-notice')

/** Provides the app's notice slot; it outlives route changes (a fallback re-mounts the route's page). */
export function provideNotice(): ShallowRef<Notice | null> {
  const notice = shallowRef<Notice | null>(null)
  provide(NOTICE, notice)
  return notice
}

/** The app's notice slot (a no-op ref outside the shell, e.g. in a component test). */
export function useNotice(): ShallowRef<Notice | null> {
  return inject(NOTICE, () => shallowRef<Notice | null>(null), true)
}
