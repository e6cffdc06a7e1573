import { randomUUID } from 'node:crypto'
import { type AgentSession, createEngine, type WireEvent } from '@mindwire/agent'
import {
  applyCommand,
  type CockpitState,
  createCockpit,
  createOfflineModel,
  fromWireCommand,
  type RuleBook,
  type VehicleCommand,
  VehicleRegistry,
  type VehicleState,
  type WireVehicleCommand,
} from '@mindwire/cockpit'
import { edgeCheck } from './edge-check.ts'
import { type CommandResultMessage, ExecutedCommands } from './executed-commands.ts'
import { ReportQueue } from './report-queue.ts'
import { ServerLink, type ServerMessage } from './server-link.ts'

export interface VehicleAgentOptions {
  /** The Mindwire server, e.g. http://127.0.0.1:3000: a load balancer, or a list of its instances. */
  serverUrl: string | readonly string[]
  vehicleId: string
  apiKey?: string
  /** The car's state at start (a deep partial of the defaults). */
  initialState?: unknown
  reconnectMs?: number
  /** How long to wait for the server's answer before answering offline. Default 8 s. */
  onlineTimeoutMs?: number
  /** Told of every command the car executes (not of repeats it only answered again). */
  onExecute?: (commandId: string) => void
}

/** What the agent answered, and whether the server or the car's own engine answered it. */
export interface AgentReply {
  mode: 'online' | 'offline'
  text: string
  commands: Array<{ name: string; params: unknown; status: string }>
}

/**
 * The edge process of seed 002 §3.1: it keeps the car's state, executes `command:execute` on its gateway
 * (the simulator stands in for CAN) and reports results and state to the server. When the server cannot
 * be reached it answers on its own offline engine with the same safety rules, queues its state reports
 * and replays them, in order, when the link comes back.
 */
export class VehicleAgent {
  readonly registry = new VehicleRegistry()
  readonly queue = new ReportQueue<VehicleState>()
  readonly #options: VehicleAgentOptions
  readonly #link: ServerLink
  readonly #session: AgentSession<CockpitState>
  readonly #sessionId = randomUUID()
  #waiting: Array<(message: ServerMessage) => void> = []
  readonly #executed = new ExecutedCommands()
  readonly #rules: RuleBook

  constructor(options: VehicleAgentOptions) {
    this.#options = options
    const key = options.vehicleId
    if (options.initialState !== undefined) this.registry.patch(key, options.initialState)
    // The same rules file as the server's (shipped with the cockpit domain), for the offline engine and for
    // judging every command again before it actuates.
    const cockpit = createCockpit({ registry: this.registry })
    this.#rules = cockpit.rules
    const engine = createEngine<CockpitState>({
      model: createOfflineModel(),
      tools: cockpit.domain.tools,
      system: cockpit.domain.system,
      guardrails: cockpit.domain.guardrails,
      parallelToolGroups: cockpit.domain.parallelToolGroups,
    })
    this.#session = engine.session({ state: () => ({ ...this.registry.get(key), vehicleId: key }) })
    const search = new URLSearchParams({
      vehicleId: key,
      role: 'agent',
      ...(options.apiKey ? { token: options.apiKey } : {}),
    }).toString()
    const urls = [options.serverUrl].flat().map((server) => {
      const url = new URL('/api/v1/ws', server.replace(/^http/, 'ws'))
      url.search = search
      return url.toString()
    })
    this.#link = new ServerLink({
      urls,
      reconnectMs: options.reconnectMs,
      onOpen: () => this.#replay(),
      onClose: () => this.#failWaiting(),
      onMessage: (message) => this.#onMessage(message),
    })
    this.registry.onChange((_vehicle, state) => this.#report(state))
  }

  get connected(): boolean {
    return this.#link.connected
  }

  /** The server URL of the current (or last) connection: with a list, which instance the car is on. */
  get serverUrl(): string | undefined {
    return this.#link.url
  }

  /** How many deliveries repeated a command already executed (answered again, not executed again). */
  get repeatedDeliveries(): number {
    return this.#executed.repeats
  }

  get state(): VehicleState {
    return this.registry.get(this.#options.vehicleId)
  }

  start(): void {
    this.#link.start()
  }

  stop(): void {
    this.#link.stop()
  }

  /** Answers an utterance: through the server when the link is up, on the car's own engine otherwise. */
  async dialog(text: string): Promise<AgentReply> {
    if (this.connected) {
      const answer = await this.#askServer(text)
      if (answer) return answer
    }
    return this.#answerOffline(text)
  }

  #onMessage(message: ServerMessage): void {
    // Seed 002 §5.2: a VehicleCommand (intent, parameters), under the id the dialog API reports.
    if (message.event === 'command:execute')
      this.#execute(fromWireCommand(message.data as WireVehicleCommand, this.#options.vehicleId))
    else if (message.event === 'dialog:response_end' || message.event === 'error')
      this.#waiting.shift()?.(message)
  }

  /** How many commands this agent executed (each id once, however often it was delivered). */
  get executedCount(): number {
    return this.#executed.count
  }

  /** Executes a command once per id: a repeat (a server redelivering after a handover) gets the first result again. */
  #execute(command: VehicleCommand): void {
    const result =
      this.#executed.repeatOf(command.id) ??
      this.#executed.record(command.id, this.#apply(command), this.#options.onExecute)
    if (!this.#link.send('command:result', result)) this.#executed.unsent(command.id)
  }

  /** The version of the safety rules the car holds (reported with every command result). */
  get rulesVersion(): string {
    return this.#rules.version
  }

  /** Commands the car refused by its own rules, by id, with why. */
  readonly refused = new Map<string, string[]>()

  #apply(command: VehicleCommand): CommandResultMessage {
    const vehicleId = this.#options.vehicleId
    const rulesVersion = this.#rules.version
    // Defence in depth: whatever the sender believed about the car, the car's own state decides.
    const refusal = edgeCheck(this.#rules.rules, rulesVersion, command, { ...this.state, vehicleId })
    if (refusal) {
      this.refused.set(command.id, refusal.rules)
      return {
        commandId: command.id,
        success: false,
        message: refusal.message,
        vehicleState: this.state,
        rulesVersion,
        refusal: { rules: refusal.rules, rulesVersion },
      }
    }
    const outcome = applyCommand(this.registry, { ...command, vehicleId })
    return {
      commandId: command.id,
      success: outcome.ok,
      message: outcome.reply,
      vehicleState: outcome.state,
      rulesVersion,
    }
  }

  #report(state: VehicleState): void {
    if (!this.#link.send('vehicle:state_update', state)) this.queue.push(state)
  }

  /** On (re)connect: the queued reports in order, then the current state. */
  #replay(): void {
    for (const state of this.queue.drain()) this.#link.send('vehicle:state_update', state)
    this.#link.send('vehicle:state_update', this.state)
    for (const result of this.#executed.takeUnsent()) this.#link.send('command:result', result)
  }

  async #askServer(text: string): Promise<AgentReply | undefined> {
    const answer = new Promise<ServerMessage | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), this.#options.onlineTimeoutMs ?? 8000)
      this.#waiting.push((message) => {
        clearTimeout(timer)
        resolve(message)
      })
    })
    if (!this.#link.send('dialog:input', { sessionId: this.#sessionId, text })) return undefined
    const message = await answer
    if (message?.event !== 'dialog:response_end') return undefined
    const commands = (message.data.commands ?? []).map(
      (c: { intent: string; parameters: unknown; status: string }) => ({
        name: c.intent.split('.')[0]!,
        params: c.parameters,
        status: c.status,
      }),
    )
    return { mode: 'online', text: message.data.text, commands }
  }

  async #answerOffline(text: string): Promise<AgentReply> {
    const events: WireEvent[] = []
    const run = this.#session.send(text)
    run.on('*', (event) => events.push(event))
    const result = await run.result
    const statuses = new Map(
      events.flatMap((e) =>
        e.type === 'tool_result'
          ? [[e.callId, e.status as string]]
          : e.type === 'confirm_required'
            ? [[e.callId, 'pending']]
            : [],
      ),
    )
    const commands = events.flatMap((e) =>
      e.type === 'tool_call'
        ? [{ name: e.name, params: e.args, status: statuses.get(e.callId) ?? 'unknown' }]
        : [],
    )
    // Nobody can confirm on the spot offline: a call that waits is declined, so nothing stays half-done.
    for (const call of result.pending) await this.#session.confirm(call.callId, false).result
    return { mode: 'offline', text: result.text, commands }
  }

  #failWaiting(): void {
    for (const wake of this.#waiting.splice(0)) wake({ event: 'error', data: { code: 'disconnected' } })
  }
}
