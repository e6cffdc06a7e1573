import type { LanguageModelV4 } from '@ai-sdk/provider'
import type { Domain } from '../domain.ts'
import type { ModelRouter } from './model-router.ts'
import type { ModelSpec } from './model-spec.ts'
import {
  type ModelConfig,
  ROUTE_LANGUAGES,
  type RouteLanguage,
  routeChain,
  type TaskType,
} from './provider-config.ts'
import { requestRoute } from './request-route.ts'

/** The tasks a request to a domain may be routed to: the domain's own, and those a request can ask for. */
const routedTasks = (own: TaskType): TaskType[] => [...new Set<TaskType>([own, 'chat', 'code', 'multimodal'])]

/**
 * The distinct chains that may serve a domain's requests (seed 000 DQ-MIND-01): its own task's, and the
 * `chat`, `code` and `multimodal` ones a request can be routed to, in each language that has its own.
 */
export function domainChains(domain: Pick<Domain, 'taskType'>, config: ModelConfig): ModelSpec[][] {
  const chains = new Map<string, ModelSpec[]>()
  for (const task of routedTasks(domain.taskType ?? 'control'))
    for (const language of [undefined, ...ROUTE_LANGUAGES]) {
      const chain = routeChain(config, task, language)
      chains.set(chain.map((spec) => spec.text).join(','), chain)
    }
  return [...chains.values()]
}

/**
 * The model serving a domain: each call goes to the chain of its request's route (`requestRoute`: a
 * picture → multimodal, asking for code → code, a question or small talk → chat, else the domain's own
 * task; in the request's language where that has its own chain). The domain's `wrapModel` wraps each
 * chain, so a chain that is only `offline` still becomes the domain's own rule engine. Where every route
 * names the same chain, that one model serves directly, with nothing to decide per call.
 */
export function domainModel(router: ModelRouter, domain: Domain): LanguageModelV4 {
  const own = domain.taskType ?? 'control'
  const wrapped = new Map<string, LanguageModelV4>()
  const modelFor = (task: TaskType, language?: RouteLanguage) => {
    const key = router.chainKey(task, language)
    let model = wrapped.get(key)
    if (!model) {
      const routed = router.model(task, language)
      model = domain.wrapModel ? domain.wrapModel(routed) : routed
      wrapped.set(key, model)
    }
    return model
  }
  const ownModel = modelFor(own)
  if (domainChains(domain, router.config).length === 1) return ownModel
  const multimodal = modelFor('multimodal')
  const pick = (prompt: Parameters<LanguageModelV4['doGenerate']>[0]['prompt']) => {
    const route = requestRoute(prompt, own)
    return modelFor(route.task, route.language)
  }
  return {
    specificationVersion: 'v4',
    // Callers that ask which model serves (e.g. "is this the offline engine?") mean the domain's own; the
    // model that actually answered names itself in the stream's response metadata and in usage.
    provider: ownModel.provider,
    modelId: ownModel.modelId,
    supportedUrls: multimodal.supportedUrls,
    doGenerate: (options) => pick(options.prompt).doGenerate(options),
    doStream: (options) => pick(options.prompt).doStream(options),
  }
}
