import { shallowRef } from 'vue'
import type { Envelope, VehicleLink } from '../link/vehicle-link.ts'

const PROBLEMS: Record<string, string> = {
  rate_limited: '说得太快了，请稍等一下再说',
  quota_exceeded: '今天的对话额度用完了',
  unauthorized: '需要先登录（API 密钥无效或缺失）',
  session_busy: '上一句还在处理，请稍等',
}

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
  message: string
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
  const problem = shallowRef<string | null>(null)
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
      pending.value = [
        ...pending.value,
        { commandId: data.commandId, message: data.message ?? '确认执行吗？' },
      ]
    else if (event === 'dialog:response_end') finish(data)
    else if (event === 'error') {
      // The server's message is for developers; the driver hears what it means for them.
      problem.value = PROBLEMS[data.code as string] ?? '这次没能完成，请再说一次'
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
        problem.value = '与车辆的连接已断开，正在重连…'
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
