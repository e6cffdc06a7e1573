import {
  AgentError,
  type Domain,
  loadModelConfig,
  type ModelAttempt,
  type ModelConfig,
  type ModelFactories,
  ModelRouter,
  parseModelChain,
  TASK_TYPES,
  type TaskType,
} from '@mindwire/agent'

/** Model configuration from the environment, with `--model` overriding every task's chain. */
export function modelConfigFrom(env: NodeJS.ProcessEnv, modelOverride?: string): ModelConfig {
  const config = loadModelConfig(env)
  if (modelOverride) {
    const chain = parseModelChain(modelOverride)
    for (const task of TASK_TYPES) config.routes[task] = chain
  }
  return config
}

/** The router for a domain: its offline engine serves the `offline` spec. */
export function routerFor(config: ModelConfig, domain?: Domain): ModelRouter {
  const factories: ModelFactories = {}
  if (domain?.offlineModel) factories.offline = domain.offlineModel
  else {
    factories.offline = () => {
      throw new AgentError(
        'config',
        domain
          ? `the ${domain.name} domain has no offline engine; set MINDWIRE_MODEL or pass --model (e.g. openai:gpt-4o-mini)`
          : 'the offline model is a domain’s rule engine; pass --domain, or set MINDWIRE_MODEL / --model to a provider model',
      )
    }
  }
  return new ModelRouter(config, factories, reportModelFailure)
}

/** Tells the person at the terminal which endpoint failed and why, as it happens (the error says less). */
function reportModelFailure(failure: ModelAttempt & { willRetry: boolean }): void {
  const where = failure.endpoint ? ` (${failure.endpoint})` : ''
  process.stderr.write(`${failure.message}${where}${failure.willRetry ? ' — retrying' : ''}\n`)
}

export function parseTask(text: string): TaskType {
  if ((TASK_TYPES as readonly string[]).includes(text)) return text as TaskType
  throw new Error(`task must be one of ${TASK_TYPES.join(', ')}`)
}
