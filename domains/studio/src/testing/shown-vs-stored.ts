import type { Message } from '@mindwire/agent'
import type { Store } from '@mindwire/store'
import type { ProjectDocument } from '../chain/chain.ts'
import { newProjectDocument } from '../project/new-project.ts'
import type { SeenSession } from './streaming-turns.ts'

/** What the clients saw against what the store kept, counted over every session. */
export interface ShownVsStored {
  /** Turns a client saw any event of; their messages must be in history. */
  turnsSeen: number
  /** Tool results that reached a client; each must be in history with the same output. */
  resultsSeen: number
  /** Answers (non-empty `done` text) that reached a client; each must be in history. */
  answersSeen: number
  /** What a client was shown that the store does not hold, one line each. */
  lost: string[]
  /** Sessions whose project disagrees with what their history says the tools did, one line each. */
  halfApplied: string[]
}

/** The gains the studio's tools change in these tests, and where a new project starts them. */
const PARAMS = ['lowShelf', 'highShelf'] as const

/** Compares what every client saw with the store after a crash. */
export async function compareShownWithStored(
  store: Store,
  tenantId: string,
  sessions: readonly SeenSession[],
): Promise<ShownVsStored> {
  const report: ShownVsStored = { turnsSeen: 0, resultsSeen: 0, answersSeen: 0, lost: [], halfApplied: [] }
  for (const seen of sessions) {
    if (!seen.sessionId) continue
    const history = (await store.checkpointer.load(seen.sessionId))?.snapshot.messages ?? []
    checkShown(seen, history, report)
    const record = await store.sessions.get(tenantId, seen.sessionId)
    const projectId = (record?.state as { projectId?: string } | null)?.projectId
    const project = projectId ? await store.projects.get(tenantId, projectId) : undefined
    if (!project) {
      if (history.length > 0) report.halfApplied.push(`${seen.sessionId}: history but no project`)
      continue
    }
    const document = project.document as unknown as ProjectDocument
    for (const id of PARAMS) {
      const stored = gainOf(document, id)
      const said = gainSaid(history, id) ?? gainOf(newProjectDocument(), id)
      if (stored !== said)
        report.halfApplied.push(`${seen.sessionId}: history says ${id} ${said} dB, the project ${stored} dB`)
    }
  }
  return report
}

function checkShown(seen: SeenSession, history: readonly Message[], report: ShownVsStored): void {
  const said = history.flatMap((message) => (message.role === 'user' ? [message.content] : []))
  // A reply's words in progress are part of a step a crash may lose; a turn counts as shown by its first
  // decision, result or end.
  const shownTurns = seen.turns.filter((turn) =>
    turn.events.some((event) => event.type !== 'delta' && event.type !== 'tool_call_delta'),
  )
  report.turnsSeen += shownTurns.length
  // Turns run one after the other: the k turns a client saw an answer to are the first k user messages.
  const expected = seen.turns.slice(0, seen.turns.lastIndexOf(shownTurns.at(-1)!) + 1).map((t) => t.message)
  if (shownTurns.length > 0 && JSON.stringify(said.slice(0, expected.length)) !== JSON.stringify(expected))
    report.lost.push(
      `${seen.sessionId}: the user said ${JSON.stringify(expected)}, history ${JSON.stringify(said)}`,
    )
  const results = new Map<string, unknown>()
  for (const message of history) if (message.role === 'tool') results.set(message.toolCallId, message.output)
  const answers = new Set(history.flatMap((m) => (m.role === 'assistant' && m.content ? [m.content] : [])))
  for (const event of shownTurns.flatMap((turn) => turn.events)) {
    if (event.type === 'tool_result') {
      report.resultsSeen++
      if (!results.has(event.id!))
        report.lost.push(`${seen.sessionId}: tool result ${event.id} not in history`)
      else if (JSON.stringify(sorted(results.get(event.id!))) !== JSON.stringify(sorted(event.output)))
        report.lost.push(`${seen.sessionId}: tool result ${event.id} stored with another output`)
    }
    if (event.type === 'done' && event.text) {
      report.answersSeen++
      if (!answers.has(event.text))
        report.lost.push(`${seen.sessionId}: answer "${event.text}" not in history`)
    }
  }
}

/** The gain the last successful change of `moduleId` in history set, if any. */
function gainSaid(history: readonly Message[], moduleId: string): number | undefined {
  let gain: number | undefined
  for (const message of history) {
    if (message.role !== 'tool' || message.toolName !== 'update-param') continue
    const output = message.output as { moduleId?: string; paramKey?: string; value?: number } | null
    if (output?.moduleId === moduleId && output.paramKey === 'gainDb') gain = output.value
  }
  return gain
}

function gainOf(document: ProjectDocument, moduleId: string): unknown {
  return document.chain.modules.find((module) => module.id === moduleId)?.params.gainDb
}

/** A JSON value with its object keys in order, so two stores' spellings of one output compare equal. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, sorted(v)]),
    )
  return value
}
