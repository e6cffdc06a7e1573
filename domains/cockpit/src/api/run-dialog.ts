import type { AgentSession, RunHandle, RunScope } from '@mindwire/agent'
import { CollectingSubscriber, type LiveRun, logInternal, startRun, TurnLedger } from '@mindwire/server'
import type { Tenant } from '@mindwire/store'
import { isSimulator } from '../vehicle/vehicle-state.ts'
import type { CockpitServices } from './cockpit-services.ts'
import { commandRecorder } from './command-recorder.ts'
import { type DialogResponse, dialogResponse } from './dialog-response.ts'
import { type DialogSession, sessionVehicle } from './dialog-session.ts'
import { eventsSaid, responseSaid, sessionInLanguage, turnLanguage } from './reply-language.ts'
import { spokenReply } from './truthful-reply.ts'

export interface DialogRun {
  live: LiveRun
  /** Resolves with the NLC response once the run and its bookkeeping are done. */
  response: Promise<DialogResponse>
}

/**
 * Starts one engine run for a cockpit session, with every call recorded as a command, and prepares the
 * NLC response (text, commands with their outcome, confirmation) for when it ends.
 */
export async function startDialogRun(
  services: CockpitServices,
  input: {
    tenant: Tenant
    session: DialogSession
    begin: (agent: AgentSession, scope: RunScope) => RunHandle
    precheck?: (agent: AgentSession) => void
    fresh?: boolean
    /** What the driver said, when the turn is an utterance: it sets the session's language. */
    text?: string
    /** The parameters of a call made in an earlier turn that this one answers (a confirmation), by call id. */
    earlierCalls?: ReadonlyMap<string, Record<string, unknown>>
  },
): Promise<DialogRun> {
  const { context } = services
  const started = performance.now()
  const turn = new TurnLedger()
  // The turn is answered in the session's language, kept with the session; the rules judge in it too (the
  // vehicle state the run sees carries it), and `say` turns what is still Chinese in the rules' words.
  const language = turnLanguage(input.session, input.text)
  const session = await sessionInLanguage(context.store, input.session, language)
  const say = (text: string) => services.cockpit.rules.say(text, language)
  if (session.unstored) turn.createsSession(session.unstored, context.store.sessions)
  const recorder = commandRecorder({
    sessionStored: () => turn.sessionStored(),
    store: context.store,
    tenantId: input.tenant.id,
    sessionId: input.session.id,
    vehicleId: sessionVehicle(input.session) ?? '',
    confirmTtlMs: services.confirmTtlMs,
    log: context.log,
    writeAhead: services.writeAhead,
    sentUnanswered: (callId) => services.cockpit.gateway.waitingVehicle(callId) !== undefined,
  })
  turn.commandsFrom(recorder.stepRows)
  let modelUsed: string | null = null
  const live = await startRun(context, {
    tenant: input.tenant,
    session,
    fresh: input.fresh,
    // The session is reserved for this run by now: its recorder may take the session's vehicle commands.
    precheck: (agent) => {
      input.precheck?.(agent)
      recorder.claim()
    },
    begin: input.begin,
    turn,
    observe: (event) => {
      recorder.onEvent(event)
      if (event.type === 'usage') modelUsed = event.model
    },
    afterRun: recorder.settle,
    // The final text every channel sends and the history stores is the checked one, warnings said.
    reviseDone: (done, events) => ({
      ...done,
      text: say(
        spokenReply(events, done.text, services.cockpit.catalogue.functions, language, input.earlierCalls),
      ),
    }),
  }).catch((error: unknown) => {
    recorder.release()
    throw error
  })
  const collector = new CollectingSubscriber()
  live.subscribe(collector, live.firstSeq - 1)
  const response = (async () => {
    // The answer waits for the run's turn — history, commands, events, usage in one transaction — to be
    // committed: one durable commit, shared with the turns that ended at the same time.
    const events = await collector.ended
    const uncommitted = await turn.committed.then(
      () => undefined,
      (error: unknown) => error,
    )
    await recorder.settled()
    const failureId =
      recorder.failureId() ??
      (uncommitted ? logInternal(context.log, uncommitted, { sessionId: input.session.id }) : undefined)
    const recorded = { rows: recorder.commands(), unrecorded: recorder.unrecorded(), failureId }
    const vehicle = services.cockpit.registry.peek(sessionVehicle(input.session) ?? '')
    const response = dialogResponse(
      input.session.nlcId,
      eventsSaid(events, say),
      recorded,
      {
        latencyMs: Math.round((performance.now() - started) * 100) / 100,
        modelUsed,
        ...(vehicle && isSimulator(vehicle) ? { simulated: true } : {}),
      },
      language,
    )
    return responseSaid(response, say)
  })()
  return { live, response }
}
