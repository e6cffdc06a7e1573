import { parentPort } from 'node:worker_threads'
import { AudioRejectedError } from '../audio/audio-limits.ts'
import { decodeAudio } from '../audio/decode-audio.ts'
import { probe } from '../chains/probe.ts'
import { createExecutor } from '../executor/create-executor.ts'
import type { AnalysisTask, ThreadReply } from './analysis-protocol.ts'

// The worker side of the analysis pool: one task at a time, answered by id. Decoded audio lives in
// SharedArrayBuffers, so the audio the parent holds and the audio a later task gets are the same bytes.
const executor = createExecutor()
const port = parentPort
if (!port) throw new Error('analysis-thread.ts runs as a worker thread')

port.on('message', async ({ id, task }: { id: number; task: AnalysisTask }) => {
  let reply: ThreadReply
  try {
    reply = { id, ok: true, value: await run(task) }
  } catch (error) {
    const failure =
      error instanceof AudioRejectedError
        ? { name: error.name, message: error.message, code: error.code, field: error.field }
        : { name: 'Error', message: error instanceof Error ? error.message : String(error) }
    reply = { id, ok: false, error: failure }
  }
  port.postMessage(reply)
})

// Module loading takes seconds on a busy machine; the parent starts a task's clock only after this.
port.postMessage({ ready: true })

function run(task: AnalysisTask) {
  if (task.op === 'decode') return decodeAudio(task.bytes, task.hint, task.limits, true)
  if (task.op === 'probe') return probe(task.audio)
  return executor.run(task.planned, task.audio, task.options)
}
