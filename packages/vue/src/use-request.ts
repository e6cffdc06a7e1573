import { isAbortError, MindwireError } from '@mindwire/client'
import { onScopeDispose, type Ref, type ShallowRef, shallowRef } from 'vue'

/** The state of the last request a composable made, as refs. */
export interface RequestState<T> {
  data: ShallowRef<T | undefined>
  loading: Ref<boolean>
  error: ShallowRef<MindwireError | null>
}

/**
 * The request state shared by useRAG, useAIAutoTune and useAIGenerate: a new request aborts the one in
 * flight (so a slow old answer never overwrites a newer one), and disposing the scope aborts it too.
 * `run` resolves to the data, or undefined when the request failed or was superseded (see `error`).
 */
export function useRequest<T>(): RequestState<T> & {
  run(request: (signal: AbortSignal) => Promise<T>): Promise<T | undefined>
} {
  const data = shallowRef<T>()
  const loading = shallowRef(false)
  const error = shallowRef<MindwireError | null>(null)
  let current: AbortController | undefined
  onScopeDispose(() => current?.abort('the scope was disposed'))

  async function run(request: (signal: AbortSignal) => Promise<T>): Promise<T | undefined> {
    current?.abort('superseded by a newer request')
    const controller = new AbortController()
    current = controller
    loading.value = true
    error.value = null
    try {
      const result = await request(controller.signal)
      if (current !== controller) return undefined
      data.value = result
      return result
    } catch (failure) {
      if (current !== controller || isAbortError(failure)) return undefined
      error.value =
        failure instanceof MindwireError ? failure : new MindwireError('internal', String(failure))
      return undefined
    } finally {
      if (current === controller) loading.value = false
    }
  }
  return { data, loading, error, run }
}
