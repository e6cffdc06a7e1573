import { createEngine } from '@mindwire/agent'
import { ScriptedModel } from '@mindwire/testkit'
import type { BenchCase } from '../bench-row.ts'
import { collectGarbage, round } from '../measure.ts'

const SESSIONS = 1000
const TURNS = 10

/** Heap held by an idle session with ten turns of history, measured over a thousand sessions. */
export const sessionMemory: BenchCase = {
  name: 'agent-loop/session-heap',
  description: `${SESSIONS} idle sessions with ${TURNS} turns of history each`,
  async run(progress) {
    if (!(globalThis as { gc?: unknown }).gc) throw new Error('run with --expose-gc (npm run bench does)')
    const model = new ScriptedModel(
      (_options, index) => ({
        text: `好的，已经为您把空调调到${20 + (index % 8)}度，风量三挡。还需要别的吗？`,
      }),
      { record: false },
    )
    const engine = createEngine({ model, system: 'You are the cockpit assistant.' })
    collectGarbage()
    const before = process.memoryUsage().heapUsed
    const sessions = []
    for (let s = 0; s < SESSIONS; s++) {
      const session = engine.session()
      for (let turn = 0; turn < TURNS; turn++)
        await session.send(`把空调调到${20 + turn}度，风量调到三挡`).result
      sessions.push(session)
      if (s % 100 === 99) progress(s + 1, SESSIONS)
    }
    collectGarbage()
    const after = process.memoryUsage().heapUsed
    if (sessions.some((session) => session.messages.length !== TURNS * 2))
      throw new Error('sessions lost history')
    return [
      {
        name: 'agent-loop/session-heap',
        value: round((after - before) / SESSIONS / 1024, 2),
        unit: 'KB/session',
      },
    ]
  },
}
