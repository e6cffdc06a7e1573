import { shallowRef } from 'vue'
import type { Envelope, VehicleLink } from '../link/vehicle-link.ts'

/** What went wrong, as a key of the page's words (`problems`): the page says it in its language. */
export type DialogProblem =
  | 'rate_limited'
  | 'quota_exceeded'
  | 'unauthorized'
  | 'session_busy'
  | 'link_down'
  | 'failed'

const TOLD_PROBLEMS: readonly string[] = ['rate_limited', 'quota_exceeded', 'unauthorized', 'session_busy']

/** A command as the reply reports it (seed 002 §4.2.2, with its outcome). */
export interface DialogCommand {
  id: string
  intent: string
  status: string
  decision: string
  message: string | null
  requiresConfirmation: boolean
}

export interface DialogTurn {
  id: string
  role: 'user' | 'assistant'
  text: string
  streaming?: boolean
  commands?: DialogCommand[]
  /** The model that answered: `offline` is the car's own engine. */
  model?: string | null
  error?: string
  /** Stopped before it finished (Stop, or the driver spoke again). */
  cancelled?: boolean
}

/** A command waiting for the driver's yes or no. */
export interface PendingConfirmation {
  commandId: string
  message: string | null
}

/** A stored message as `GET /api/v1/sessions/:id` returns it (the engine's format). */
interface StoredMessage {
  role: 'user' | 'assistant' | 'tool'
  content?: string | { type: string; text?: string }[]
}

/**
 * The conversation with the car over the link: `dialog:input` out; `dialog:response_start`, `…_chunk`,
 * `command:confirm_required` and `dialog:response_end` in. One session per browser and car (a UUID, as the
 * API wants), kept in the origin's storage so a reload continues it and shows it again from the server.
 */
export function useDialog(link: VehicleLink, storage: Storage = localStorage) {
  const storageKey = `mindwire:cockpit:session:${link.vehicleId}`
  const stored = storage.getItem(storageKey)
  const sessionId = stored ?? crypto.randomUUID()
  const turns = shallowRef<DialogTurn[]>([])
  const pending = shallowRef<PendingConfirmation[]>([])
  const busy = shallowRef(false)
  const problem = shallowRef<DialogProblem | null>(null)
  // Utterances (and answers) whose response_end has not arrived: with barge-in, more than one.
  let inFlight = 0
  const settle = () => {
    inFlight = Math.max(0, inFlight - 1)
    busy.value = inFlight > 0
  }

  function update(id: string, change: (turn: DialogTurn) => DialogTurn): void {
    turns.value = turns.value.map((turn) => (turn.id === id ? change(turn) : turn))
  }

  function receive({ event, data }: Envelope): void {
    if (event === 'dialog:response_start')
      turns.value = [...turns.value, { id: data.messageId, role: 'assistant', text: '', streaming: true }]
    else if (event === 'dialog:response_chunk')
      update(data.messageId, (t) => ({ ...t, text: t.text + data.chunk }))
    else if (event === 'command:confirm_required')
      pending.value = [...pending.value, { commandId: data.commandId, message: data.message ?? null }]
    else if (event === 'dialog:response_end') finish(data)
    else if (event === 'error') {
      // The server's message is for developers; the driver hears what it means for them.
      problem.value = TOLD_PROBLEMS.includes(data.code) ? (data.code as DialogProblem) : 'failed'
      settle()
    }
  }

  function finish(data: any): void {
    const done = {
      text: data.text,
      streaming: false,
      commands: data.commands,
      model: data.meta?.modelUsed ?? null,
      error: data.error?.message,
      cancelled: data.cancelled === true,
    }
    if (turns.value.some((turn) => turn.id === data.messageId))
      update(data.messageId, (t) => ({ ...t, ...done }))
    else turns.value = [...turns.value, { id: data.messageId, role: 'assistant', ...done }]
    settle()
  }

  link.onMessage(receive)
  // Only a session the driver spoke in exists on the server (the id is stored with the first utterance).
  if (stored)
    void link.history(sessionId).then((messages) => {
      if (turns.value.length === 0) turns.value = turnsOf(messages as StoredMessage[])
    })

  return {
    turns,
    pending,
    busy,
    problem,
    /**
     * Says something to the car; false (and a problem shown) when the link is down. Speaking while a reply
     * is in progress interrupts it: the server cancels that turn first (barge-in).
     */
    say(text: string): boolean {
      const trimmed = text.trim()
      if (!trimmed) return false
      problem.value = null
      if (!link.send('dialog:input', { sessionId, text: trimmed })) {
        problem.value = 'link_down'
        return false
      }
      storage.setItem(storageKey, sessionId)
      inFlight++
      busy.value = true
      turns.value = [...turns.value, { id: crypto.randomUUID(), role: 'user', text: trimmed }]
      return true
    },
    /** Stop: the server cancels the turn in progress; a command not yet sent to the car is not sent. */
    stop(): void {
      if (busy.value) link.send('dialog:cancel', { sessionId })
    },
    /** Answers a confirmation; the reply to it arrives as another response_end. */
    answer(commandId: string, confirmed: boolean): void {
      pending.value = pending.value.filter((item) => item.commandId !== commandId)
      if (link.send('command:confirm', { sessionId, commandId, confirmed })) {
        inFlight++
        busy.value = true
      }
    },
  }
}

export type Dialog = ReturnType<typeof useDialog>

/** The stored conversation as turns: what the driver said and what the car answered (each step's text joined). */
function turnsOf(messages: readonly StoredMessage[]): DialogTurn[] {
  const turns: DialogTurn[] = []
  messages.forEach((message, index) => {
    const text =
      typeof message.content === 'string'
        ? message.content
        : (message.content ?? []).map((part) => part.text ?? '').join('')
    if (message.role === 'user') turns.push({ id: `h-${index}`, role: 'user', text })
    else if (message.role === 'assistant' && text) {
      const last = turns.at(-1)
      if (last?.role === 'assistant') last.text = `${last.text}${text}`
      else turns.push({ id: `h-${index}`, role: 'assistant', text })
    }
  })
  return turns
}
