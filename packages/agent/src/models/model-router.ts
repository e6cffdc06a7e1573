import type { LanguageModelV4 } from '@ai-sdk/provider'
import type { ModelAttempt } from '../errors.ts'
import { createModel, type ModelFactories } from './create-model.ts'
import { createFailoverModel } from './failover-model.ts'
import type { ModelConfig, TaskType } from './provider-config.ts'

/** Picks the model chain for a task type and wraps it in fail-over; models are built once and reused. */
export class ModelRouter {
  readonly config: ModelConfig
  readonly #factories: ModelFactories
  readonly #byTask = new Map<TaskType, LanguageModelV4>()
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
  model(task: TaskType): LanguageModelV4 {
    let model = this.#byTask.get(task)
    if (!model) {
      const chain = this.config.routes[task].map((spec) => ({
        label: spec.text,
        model: createModel(spec, this.config.providers, this.#factories),
      }))
      model = createFailoverModel(chain, {
        firstChunkTimeoutMs: this.config.timeoutMs,
        stallTimeoutMs: this.config.timeoutMs,
        retry: { retriesPerModel: this.config.retriesPerModel },
        onFailure: this.#onFailure,
      })
      this.#byTask.set(task, model)
    }
    return model
  }

  /** The spec labels of a task's chain, in order. */
  chain(task: TaskType): string[] {
    return this.config.routes[task].map((spec) => spec.text)
  }
}
