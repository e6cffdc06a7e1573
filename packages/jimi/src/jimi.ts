import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { LanguageModelV4 } from '@ai-sdk/provider'
import { createEngine, type Guardrail, type Tool } from '@mindwire/agent'
import { EnginesPerSession } from './engines-per-session.ts'
import { type JimiConfig, type ResolvedJimiConfig, resolveJimiConfig } from './jimi-config.ts'
import { JimiEngine } from './jimi-engine.ts'
import { JimiError } from './jimi-error.ts'
import { localTransport } from './local-transport.ts'
import { SessionStore } from './session-store.ts'

/**
 * seed 004 §6.1 Agent: a name, its system prompt and its tools (and the rules that guard them). A tool is
 * given itself or by the name it was registered under (`registerTool`, seed 004 §8 `agent.setTools`). An
 * agent that works on app state (a cart, a canvas) reads it once when a run starts (`runState`); the
 * prompt may be rendered from it.
 */
export interface JimiAgent<State = any> {
  name: string
  systemPrompt: string | ((state: State) => string)
  tools: readonly (Tool<State> | string)[]
  guardrails?: readonly Guardrail<State>[]
  runState?: () => State | Promise<State>
}

/** A registered tool: the registry holds tools for agents of any state; each engine gives its own. */
// biome-ignore lint/suspicious/noExplicitAny: a tool's state type is the agent's, unknown to the registry
type RegisteredTool = Tool<any>

/** The SDK facade (seed 004 §4.1 JimiSDK). */
export interface Jimi {
  /** An engine for the agent, in the given session or a new one. */
  createEngine<State>(agent: JimiAgent<State>, options?: { sessionId?: string }): JimiEngine
  destroyEngine(engine: JimiEngine): Promise<void>
  newSession(): string
  clearSession(sessionId: string): void
  /** Makes a tool available to agents by its name (seed 004 §8); a second tool with a taken name is refused. */
  registerTool(tool: RegisteredTool): void
  registerTools(tools: readonly RegisteredTool[]): void
  /** The registered tools by name (a copy). */
  getToolRegistry(): ReadonlyMap<string, RegisteredTool>
  /** The configuration in use, defaults filled in, without the API key. */
  getConfig(): ResolvedJimiConfig
  /** True from creation until `shutdown()`. */
  isInitialized(): boolean
  /** Shuts every engine down (runs in flight are interrupted), forgets every session; the SDK is then closed. */
  shutdown(): Promise<void>
}

/**
 * Creates the SDK (seed 004 §4.1 initialize): the configuration checked first (an `invalid_config`
 * JimiError names every problem), then one model, shared sessions, engines per agent.
 */
export function createJimi(config: JimiConfig): Jimi {
  const resolved = resolveJimiConfig(config)
  const model = config.model ?? endpointModel(config.llm!)
  const sessions = new SessionStore()
  const engines = new Set<JimiEngine>()
  const registry = new Map<string, RegisteredTool>()
  let open = true
  // Sessions created for an engine rather than given by the app are released with their last engine (an
  // app keeps its own, from `newSession()`, until `clearSession`).
  const enginesOf = new EnginesPerSession()
  const ownSessions = new Set<string>()
  const release = (sessionId: string) => {
    if (enginesOf.remove(sessionId) && ownSessions.delete(sessionId)) sessions.clear(sessionId)
  }
  const ensureOpen = () => {
    if (!open) throw new JimiError('engine_shut_down', 'this Jimi SDK was shut down; create a new one')
  }
  const register = (tool: RegisteredTool) => {
    ensureOpen()
    if (!tool || typeof tool.name !== 'string' || tool.name === '')
      throw new JimiError('invalid_tool', 'a tool needs a name (make it with defineTool)')
    const taken = registry.get(tool.name)
    if (taken && taken !== tool)
      throw new JimiError('invalid_tool', `a tool named ${tool.name} is already registered`)
    registry.set(tool.name, tool)
  }
  const toolsOf = <State>(agent: JimiAgent<State>): Tool<State>[] =>
    agent.tools.map((tool) => {
      if (typeof tool !== 'string') return tool
      const registered = registry.get(tool)
      if (!registered)
        throw new JimiError(
          'invalid_tool',
          `agent ${agent.name} names tool ${tool}, which is not registered; registered: ${[...registry.keys()].join(', ') || 'none'}`,
        )
      return registered
    })
  return {
    createEngine<State>(agent: JimiAgent<State>, options: { sessionId?: string } = {}) {
      ensureOpen()
      const tools = toolsOf(agent)
      const sessionId = options.sessionId ?? sessions.create()
      // A session the SDK made for this engine is the engine's: it goes with its last engine.
      if (!options.sessionId) ownSessions.add(sessionId)
      enginesOf.add(sessionId)
      const engine = new JimiEngine({
        name: agent.name,
        sessionId,
        transport: localTransport<State>({
          engine: createEngine<State>({
            model,
            tools,
            system: agent.systemPrompt,
            guardrails: agent.guardrails,
            maxSteps: resolved.maxStepsPerRun,
            context: resolved.maxContextSize ? { maxTokens: resolved.maxContextSize } : undefined,
          }),
          modelId: model.modelId,
          agentName: agent.name,
          runState: agent.runState,
          sessions,
          sessionId,
        }),
        onShutdown: (closed) => {
          engines.delete(closed)
          release(closed.sessionId)
        },
      })
      engines.add(engine)
      return engine
    },
    destroyEngine: (engine) => engine.shutdown(),
    newSession: () => sessions.create(),
    clearSession: (sessionId) => sessions.clear(sessionId),
    registerTool: register,
    registerTools: (tools) => {
      for (const tool of tools) register(tool)
    },
    getToolRegistry: () => new Map(registry),
    getConfig: () => structuredClone(resolved),
    isInitialized: () => open,
    async shutdown() {
      open = false
      await Promise.all([...engines].map((engine) => engine.shutdown()))
      sessions.clearAll()
      ownSessions.clear()
    },
  }
}

function endpointModel({ baseUrl, apiKey, modelName }: NonNullable<JimiConfig['llm']>): LanguageModelV4 {
  return createOpenAICompatible({ name: 'jimi', baseURL: baseUrl, apiKey }).chatModel(modelName)
}
