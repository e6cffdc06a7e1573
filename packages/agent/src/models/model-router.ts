import type { LanguageModelV4 } from '@ai-sdk/provider'
import type { ModelAttempt } from '../errors.ts'
import { createModel, type ModelFactories } from './create-model.ts'
import { createFailoverModel } from './failover-model.ts'
import { type ModelConfig, type RouteLanguage, routeChain, type TaskType } from './provider-config.ts'

/**
 * Picks the model chain for a task type (in a language, where one is set for it) and wraps it in
 * fail-over; a chain is built once and shared by every route that names the same chain.
 */
export class ModelRouter {
  readonly config: ModelConfig
  readonly #factories: ModelFactories
  readonly #byChain = new Map<string, LanguageModelV4>()
  readonly #onFailure?: (failure: ModelAttempt & { willRetry: boolean }) => void

  constructor(
    config: ModelConfig,
    factories: ModelFactories = {},
    onFailure?: (failure: ModelAttempt & { willRetry: boolean }) => void,
  ) {
    this.config = config
    this.#factories = factories
    this.#onFailure = onFailure
  }

  /** The fail-over model for a task; throws a `config` error when a spec in its chain cannot be built. */
  model(task: TaskType, language?: RouteLanguage): LanguageModelV4 {
    const specs = routeChain(this.config, task, language)
    const key = this.chainKey(task, language)
    let model = this.#byChain.get(key)
    if (!model) {
      const chain = specs.map((spec) => ({
        label: spec.text,
        model: createModel(spec, this.config.providers, this.#factories),
      }))
      model = createFailoverModel(chain, {
        firstChunkTimeoutMs: this.config.timeoutMs,
        stallTimeoutMs: this.config.timeoutMs,
        retry: { retriesPerModel: this.config.retriesPerModel },
        onFailure: this.#onFailure,
      })
      this.#byChain.set(key, model)
    }
    return model
  }

  /** The spec labels of a task's chain, in order. */
  chain(task: TaskType, language?: RouteLanguage): string[] {
    return routeChain(this.config, task, language).map((spec) => spec.text)
  }

  /** What identifies a route's chain: routes with the same key are served by the same model. */
  chainKey(task: TaskType, language?: RouteLanguage): string {
    return this.chain(task, language).join(',')
  }
}
