import { type ModelSpec, parseModelChain } from './model-spec.ts'

/** Where an OpenAI-compatible endpoint lives and which model it serves by default. */
export interface EndpointConfig {
  baseURL: string
  apiKey?: string
  model?: string
  /** `json` for a model without native tool calling: its tools are asked for in JSON mode. */
  toolCalls?: 'native' | 'json'
}

export interface ProviderConfig {
  openai: { apiKey?: string; baseURL?: string }
  anthropic: { apiKey?: string; baseURL?: string }
  /** OpenAI-compatible endpoints by name. */
  endpoints: Record<string, EndpointConfig>
}

/** The kinds of work a router chooses a model for (seed 000 DQ-MIND-01). */
export const TASK_TYPES = ['chat', 'control', 'code', 'multimodal'] as const
export type TaskType = (typeof TASK_TYPES)[number]

/** The request languages a route may be set for (the language of the person's newest message). */
export const ROUTE_LANGUAGES = ['zh', 'en'] as const
export type RouteLanguage = (typeof ROUTE_LANGUAGES)[number]

export interface ModelConfig {
  providers: ProviderConfig
  /** The fail-over chain for each task type. */
  routes: Record<TaskType, ModelSpec[]>
  /** Chains for a task in one language, where set (`MINDWIRE_MODEL_CHAT_EN`); the task's own chain otherwise. */
  languageRoutes?: Partial<Record<RouteLanguage, Partial<Record<TaskType, ModelSpec[]>>>>
  timeoutMs: number
  retriesPerModel: number
}

// Well-known OpenAI-compatible endpoints; each can be overridden through MINDWIRE_<NAME>_* variables.
const PRESETS: Record<string, EndpointConfig & { keyVariable?: string }> = {
  qwen: {
    baseURL: 'https://dashscope.aliyuncs.com/compatible-mode/v1',
    model: 'qwen-plus',
    keyVariable: 'DASHSCOPE_API_KEY',
  },
  deepseek: {
    baseURL: 'https://api.deepseek.com/v1',
    model: 'deepseek-chat',
    keyVariable: 'DEEPSEEK_API_KEY',
  },
  kimi: { baseURL: 'https://api.moonshot.cn/v1', model: 'moonshot-v1-8k', keyVariable: 'MOONSHOT_API_KEY' },
  ollama: { baseURL: 'http://127.0.0.1:11434/v1', model: 'qwen2.5:7b' },
  vllm: { baseURL: 'http://127.0.0.1:8000/v1' },
}

const ENDPOINT_VARIABLE = /^MINDWIRE_([A-Z0-9_]+)_BASE_URL$/

/**
 * Reads model configuration from environment variables (see the README's configuration table). With
 * nothing set, every task routes to `offline`: the domain's rule engine, which needs no network.
 */
export function loadModelConfig(env: Record<string, string | undefined> = process.env): ModelConfig {
  const endpoints: Record<string, EndpointConfig> = {}
  const names = new Set(Object.keys(PRESETS))
  for (const key of Object.keys(env)) {
    const match = ENDPOINT_VARIABLE.exec(key)
    if (match) names.add(match[1]!.toLowerCase())
  }
  for (const name of names) {
    const preset = PRESETS[name]
    const prefix = `MINDWIRE_${name.toUpperCase()}_`
    const baseURL = env[`${prefix}BASE_URL`] ?? preset?.baseURL
    if (!baseURL) continue
    endpoints[name] = {
      baseURL,
      apiKey: env[`${prefix}API_KEY`] ?? (preset?.keyVariable ? env[preset.keyVariable] : undefined),
      model: env[`${prefix}MODEL`] ?? preset?.model,
      toolCalls: env[`${prefix}TOOL_CALLS`] === 'json' ? 'json' : 'native',
    }
  }
  const fallback = parseModelChain(env.MINDWIRE_MODEL || 'offline')
  const routes = {} as Record<TaskType, ModelSpec[]>
  const languageRoutes: NonNullable<ModelConfig['languageRoutes']> = {}
  for (const task of TASK_TYPES) {
    const own = env[`MINDWIRE_MODEL_${task.toUpperCase()}`]
    routes[task] = own ? parseModelChain(own) : fallback
    for (const language of ROUTE_LANGUAGES) {
      const inLanguage = env[`MINDWIRE_MODEL_${task.toUpperCase()}_${language.toUpperCase()}`]
      if (inLanguage)
        languageRoutes[language] = { ...languageRoutes[language], [task]: parseModelChain(inLanguage) }
    }
  }
  return {
    providers: {
      openai: { apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL },
      anthropic: { apiKey: env.ANTHROPIC_API_KEY, baseURL: env.ANTHROPIC_BASE_URL },
      endpoints,
    },
    routes,
    languageRoutes,
    timeoutMs: positiveInt(env.MINDWIRE_MODEL_TIMEOUT_MS, 30_000),
    retriesPerModel: positiveInt(env.MINDWIRE_MODEL_RETRIES, 1),
  }
}

function positiveInt(text: string | undefined, fallback: number): number {
  const value = Number.parseInt(text ?? '', 10)
  return Number.isFinite(value) && value >= 0 ? value : fallback
}

/** The chain serving a task in a language: the language's own where set, else the task's. */
export function routeChain(config: ModelConfig, task: TaskType, language?: RouteLanguage): ModelSpec[] {
  return (language && config.languageRoutes?.[language]?.[task]) || config.routes[task]
}

/** Every configured route by its name (`chat`, and `chat.en` where a language has its own), in order. */
export function namedRoutes(config: ModelConfig): Array<[name: string, chain: ModelSpec[]]> {
  const named: Array<[string, ModelSpec[]]> = TASK_TYPES.map((task) => [task, config.routes[task]])
  for (const language of ROUTE_LANGUAGES)
    for (const task of TASK_TYPES) {
      const chain = config.languageRoutes?.[language]?.[task]
      if (chain) named.push([`${task}.${language}`, chain])
    }
  return named
}
