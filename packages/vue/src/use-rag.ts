import type { Client, RagQuery, RagResult } from '@mindwire/client'
import { computed, type MaybeRefOrGetter, toValue, watch } from 'vue'
import { useCopilotClient } from './copilot-client.ts'
import { useRequest } from './use-request.ts'

export interface UseRAGOptions {
  client?: Client
  /** The collection to search, e.g. `xialgo`. */
  collection: MaybeRefOrGetter<string>
  /** When given, a search runs whenever it changes to a non-empty text (e.g. a search box's v-model). */
  query?: MaybeRefOrGetter<string>
  limit?: MaybeRefOrGetter<number | undefined>
  minScore?: MaybeRefOrGetter<number | undefined>
  filters?: MaybeRefOrGetter<Record<string, unknown> | undefined>
}

/** Knowledge search (seed 000 §4.4) as refs: results, loading, error; the newest query wins. */
export function useRAG(options: UseRAGOptions) {
  const client = useCopilotClient(options.client)
  const request = useRequest<RagResult[]>()

  function search(query = toValue(options.query) ?? ''): Promise<RagResult[] | undefined> {
    const body: RagQuery = {
      collection: toValue(options.collection),
      query,
      limit: toValue(options.limit),
      minScore: toValue(options.minScore),
      filters: toValue(options.filters),
    }
    return request.run((signal) => client.searchKnowledge(body, { signal }))
  }

  if (options.query !== undefined)
    watch(
      () => [toValue(options.query)?.trim(), toValue(options.collection)] as const,
      ([query]) => void (query ? search(query) : undefined),
      { immediate: true },
    )

  return {
    results: computed(() => request.data.value ?? []),
    loading: request.loading,
    error: request.error,
    search,
  }
}
