import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { LanguageModelV4 } from '@ai-sdk/provider'
import { createEngine, type Guardrail, type Tool } from '@mindwire/agent'
import { JimiEngine } from './jimi-engine.ts'
import { localTransport } from './local-transport.ts'
import { SessionStore } from './session-store.ts'

/** seed 004 §4.1 JimiConfig: an OpenAI-compatible endpoint (Kimi, DeepSeek, Qwen, …) or any AI SDK model. */
export interface JimiConfig {
  llm?: { baseUrl: string; apiKey?: string; modelName: string }
  /** A model on the AI SDK's interface instead of `llm`: an offline model, another provider. */
  model?: LanguageModelV4
  /** Model steps per run. Default 10. */
  maxStepsPerRun?: number
  /** The prompt budget in tokens; older turns are summarised beyond it. Default: no limit. */
  maxContextSize?: number
}

/**
 * seed 004 §6.1 Agent: a name, its system prompt and its tools (and the rules that guard them). An agent
 * that works on app state (a cart, a canvas) reads it once when a run starts (`runState`); the prompt
 * may be rendered from it.
 */
export interface JimiAgent<State = any> {
  name: string
  systemPrompt: string | ((state: State) => string)
  tools: readonly Tool<State>[]
  guardrails?: readonly Guardrail<State>[]
  runState?: () => State | Promise<State>
}

/** The SDK facade (seed 004 §4.1 JimiSDK). */
export interface Jimi {
  /** An engine for the agent, in the given session or a new one. */
  createEngine<State>(agent: JimiAgent<State>, options?: { sessionId?: string }): JimiEngine
  destroyEngine(engine: JimiEngine): Promise<void>
  newSession(): string
  clearSession(sessionId: string): void
  /** Shuts every engine down (runs in flight are interrupted) and forgets every session. */
  shutdown(): Promise<void>
}

/** Creates the SDK (seed 004 §4.1 initialize): one model, shared sessions, engines per agent. */
export function createJimi(config: JimiConfig): Jimi {
  const model = config.model ?? endpointModel(config)
  const sessions = new SessionStore()
  const engines = new Set<JimiEngine>()
  return {
    createEngine<State>(agent: JimiAgent<State>, options: { sessionId?: string } = {}) {
      const sessionId = options.sessionId ?? sessions.create()
      const engine = new JimiEngine({
        name: agent.name,
        sessionId,
        transport: localTransport<State>({
          engine: createEngine<State>({
            model,
            tools: agent.tools,
            system: agent.systemPrompt,
            guardrails: agent.guardrails,
            maxSteps: config.maxStepsPerRun,
            context: config.maxContextSize ? { maxTokens: config.maxContextSize } : undefined,
          }),
          modelId: model.modelId,
          agentName: agent.name,
          runState: agent.runState,
          sessions,
          sessionId,
        }),
        onShutdown: (closed) => engines.delete(closed),
      })
      engines.add(engine)
      return engine
    },
    destroyEngine: (engine) => engine.shutdown(),
    newSession: () => sessions.create(),
    clearSession: (sessionId) => sessions.clear(sessionId),
    async shutdown() {
      await Promise.all([...engines].map((engine) => engine.shutdown()))
      sessions.clearAll()
    },
  }
}

function endpointModel(config: JimiConfig): LanguageModelV4 {
  if (!config.llm) throw new TypeError('createJimi needs `llm` (an OpenAI-compatible endpoint) or `model`')
  const { baseUrl, apiKey, modelName } = config.llm
  return createOpenAICompatible({ name: 'jimi', baseURL: baseUrl, apiKey }).chatModel(modelName)
}
