import type { ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { startAnnouncingProcess } from '@mindwire/testkit'

const serverProcess = fileURLToPath(new URL('./studio-server-process.ts', import.meta.url))

/** A contract event as a reader of the stream received it. */
export interface SeenEvent {
  type: string
  id?: string
  name?: string
  status?: string
  output?: unknown
  text?: string
}

/** One turn as its client saw it: what it said and every event that reached it. */
export interface SeenTurn {
  message: string
  events: SeenEvent[]
}

/** One session's turns, in order; its id once the first answer named it. */
export interface SeenSession {
  sessionId?: string
  turns: SeenTurn[]
}

/** Starts the studio server process and resolves once it listens. */
export function startStudioProcess(
  where: string,
  key?: string,
): Promise<{ child: ChildProcess; url: string; key: string }> {
  return startAnnouncingProcess<{ url: string; key: string }>(serverProcess, [where, ...(key ? [key] : [])])
}

/** Streams one turn over SSE, recording each event as it arrives; resolves when the stream ends or breaks. */
export async function streamTurn(
  url: string,
  key: string,
  session: SeenSession,
  message: string,
): Promise<void> {
  const turn: SeenTurn = { message, events: [] }
  session.turns.push(turn)
  const response = await fetch(`${url}/api/ai/chat`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      accept: 'text/event-stream',
    },
    body: JSON.stringify({ app: 'xi-studio', message, sessionId: session.sessionId }),
  })
  if (response.status !== 200) throw new Error(`chat answered ${response.status}: ${await response.text()}`)
  session.sessionId ??= response.headers.get('x-session-id') ?? undefined
  const decoder = new TextDecoder()
  let pending = ''
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    pending += decoder.decode(chunk, { stream: true })
    const frames = pending.split('\n\n')
    pending = frames.pop()!
    for (const frame of frames) {
      const data = frame
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n')
      if (data) turn.events.push(JSON.parse(data) as SeenEvent)
    }
  }
}

/**
 * Sessions talking over SSE, each turn after the last, until the server dies: every event that reached
 * a client is kept. The server is killed with SIGKILL once `answeredBeforeKill` turns ended, while the
 * other sessions are mid-turn.
 */
export async function talkUntilKilled(
  server: { url: string; key: string; child: ChildProcess },
  options: { sessions: number; utterances: readonly string[]; answeredBeforeKill: number },
): Promise<SeenSession[]> {
  const sessions: SeenSession[] = Array.from({ length: options.sessions }, () => ({ turns: [] }))
  let answered = 0
  let alive = true
  server.child.on('exit', () => (alive = false))
  const talk = async (session: SeenSession, index: number) => {
    for (let turn = 0; alive; turn++) {
      const message = options.utterances[(index + turn) % options.utterances.length]!
      try {
        await streamTurn(server.url, server.key, session, message)
      } catch (error) {
        // The connection may break a moment before the process is reported gone.
        await new Promise((resolve) => setTimeout(resolve, 500))
        if (alive) throw error
        return
      }
      if (session.turns.at(-1)!.events.some((event) => event.type === 'done')) answered++
    }
  }
  const talking = Promise.all(sessions.map(talk))
  while (answered < options.answeredBeforeKill && alive)
    await new Promise((resolve) => setTimeout(resolve, 5))
  server.child.kill('SIGKILL')
  await talking
  return sessions
}
