import { availableParallelism } from 'node:os'
import { type ResourceLimits, Worker } from 'node:worker_threads'
import { AudioRejectedError, type AudioRejection } from '../audio/audio-limits.ts'
import type {
  AnalysisResults,
  AnalysisTask,
  ThreadFailure,
  ThreadReady,
  ThreadReply,
} from './analysis-protocol.ts'

export interface AnalysisPoolOptions {
  /** Threads analysing at once; more tasks wait their turn (default: the cores but one, at least 1). */
  threads?: number
  /**
   * New uploads that may wait for a thread; past this a decode is refused at once (AnalysisBusyError)
   * instead of queueing behind hours of work. Tasks of runs already admitted always queue.
   */
  maxWaitingDecodes?: number
  /**
   * Each thread's V8 heap (MB). Decoded samples and WASM memory live outside the heap; the audio limits,
   * checked from the headers, bound those.
   */
  heapMb?: number
}

/** A task stopped because its thread overran its time or memory, or died; the thread is replaced. */
export class AnalysisOverrunError extends Error {
  readonly kind: 'time' | 'memory' | 'crash'

  constructor(kind: 'time' | 'memory' | 'crash', message: string) {
    super(message)
    this.name = 'AnalysisOverrunError'
    this.kind = kind
  }
}

/** A new upload refused because the threads are busy with a full queue; it may be retried later. */
export class AnalysisBusyError extends Error {
  constructor(waiting: number) {
    super(`the analysis threads are busy with ${waiting} uploads waiting; try again shortly`)
    this.name = 'AnalysisBusyError'
  }
}

/** Threads that decode and analyse off the event loop, each task under a deadline. */
export interface AnalysisPool {
  run<K extends AnalysisTask['op']>(
    task: Extract<AnalysisTask, { op: K }>,
    timeoutMs: number,
  ): Promise<AnalysisResults[K]>
  /** Ends every thread; queued and running tasks fail. */
  close(): Promise<void>
}

interface Queued {
  task: AnalysisTask
  timeoutMs: number
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

interface Slot {
  worker?: Worker
  /** Whether the worker has loaded its modules; a task's deadline runs from then. */
  ready?: boolean
  current?: Queued & { id: number; timer?: NodeJS.Timeout }
}

const THREAD_URL = new URL('./analysis-thread.ts', import.meta.url)

/**
 * A pool of analysis threads. A task that outlives its deadline has its thread terminated (a loop that
 * never returns cannot be interrupted any other way) and fails with AnalysisOverrunError; so does one
 * whose thread exceeds its heap (`resourceLimits`) or crashes. The next task gets a fresh thread.
 */
export function createAnalysisPool(options: AnalysisPoolOptions = {}): AnalysisPool {
  const resourceLimits: ResourceLimits = {
    maxOldGenerationSizeMb: options.heapMb ?? 512,
    maxYoungGenerationSizeMb: 32,
    stackSizeMb: 4,
  }
  const threads = options.threads ?? availableParallelism() - 1
  const slots: Slot[] = Array.from({ length: Math.max(1, threads) }, () => ({}))
  const maxWaitingDecodes = options.maxWaitingDecodes ?? 8
  const queue: Queued[] = []
  let nextId = 0
  let closed = false

  const spawn = (slot: Slot): Worker => {
    const worker = new Worker(THREAD_URL, { resourceLimits })
    worker.unref()
    worker.on('message', (reply: ThreadReply | ThreadReady) => {
      if ('ready' in reply) {
        if (slot.worker !== worker) return
        slot.ready = true
        if (slot.current) startClock(slot, worker)
        return
      }
      const current = slot.current
      if (!current || current.id !== reply.id) return
      settle(slot)
      if (reply.ok) current.resolve(reply.value)
      else current.reject(rebuild(reply.error))
    })
    // A thread past its heap limit raises ERR_WORKER_OUT_OF_MEMORY and exits; any other error ends it too.
    worker.on('error', (error: Error & { code?: string }) => {
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY'
      lose(
        slot,
        worker,
        new AnalysisOverrunError(
          memory ? 'memory' : 'crash',
          memory
            ? `the analysis ran out of its ${resourceLimits.maxOldGenerationSizeMb} MB of memory and was stopped`
            : 'the analysis thread failed',
        ),
      )
    })
    worker.on('exit', () =>
      lose(slot, worker, new AnalysisOverrunError('crash', 'the analysis thread ended')),
    )
    return worker
  }

  /** Forgets a thread that ended; the task it ran (if any) fails with `error`. */
  const lose = (slot: Slot, worker: Worker, error: AnalysisOverrunError) => {
    if (slot.worker !== worker) return
    slot.worker = undefined
    slot.ready = false
    const current = slot.current
    if (current) {
      settle(slot)
      current.reject(error)
    }
  }

  const settle = (slot: Slot) => {
    if (slot.current) clearTimeout(slot.current.timer)
    slot.current = undefined
    slot.worker?.unref()
    setImmediate(dispatch)
  }

  const dispatch = () => {
    for (const slot of slots) {
      if (slot.current || queue.length === 0 || closed) continue
      const queued = queue.shift()!
      slot.worker ??= spawn(slot)
      const worker = slot.worker
      const id = ++nextId
      slot.current = { ...queued, id }
      worker.ref()
      // Shared audio travels as a reference; the upload's bytes are copied (at most the upload limit).
      worker.postMessage({ id, task: queued.task })
      if (slot.ready) startClock(slot, worker)
    }
  }

  /** Starts the running task's deadline; past it the thread is terminated (nothing else stops a busy loop). */
  const startClock = (slot: Slot, worker: Worker) => {
    const current = slot.current
    if (!current || current.timer) return
    current.timer = setTimeout(() => {
      if (slot.current?.id !== current.id) return
      slot.worker = undefined
      slot.ready = false
      settle(slot)
      void worker.terminate()
      current.reject(
        new AnalysisOverrunError(
          'time',
          `the analysis overran its ${current.timeoutMs} ms budget and was stopped`,
        ),
      )
    }, current.timeoutMs)
  }

  return {
    run(task, timeoutMs) {
      if (closed) return Promise.reject(new AnalysisOverrunError('crash', 'the analysis pool is closed'))
      const waiting = queue.filter((queued) => queued.task.op === 'decode').length
      if (task.op === 'decode' && waiting >= maxWaitingDecodes)
        return Promise.reject(new AnalysisBusyError(waiting))
      return new Promise((resolve, reject) => {
        queue.push({ task, timeoutMs, resolve: resolve as (value: unknown) => void, reject })
        dispatch()
      })
    },
    async close() {
      closed = true
      for (const queued of queue.splice(0))
        queued.reject(new AnalysisOverrunError('crash', 'the analysis pool is closed'))
      await Promise.all(slots.map((slot) => slot.worker?.terminate()))
    },
  }
}

/** A thread's failure as the typed error it was: an audio refusal stays one, anything else is a plain Error. */
function rebuild(failure: ThreadFailure): Error {
  if (failure.name === 'AudioRejectedError')
    return new AudioRejectedError(failure.code as AudioRejection, failure.message, failure.field)
  return new Error(failure.message)
}
