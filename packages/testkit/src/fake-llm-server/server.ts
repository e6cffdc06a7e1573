import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { anthropicError, anthropicMessage, anthropicStreamEvents } from './anthropic-messages-protocol.ts'
import { type FakeAnswer, type FakeReply, isHttpError, isStall } from './fake-reply.ts'
import { openAiCompletion, openAiError, openAiStreamChunks } from './openai-chat-protocol.ts'
import {
  defaultEmbeddings,
  type EmbeddingsResponder,
  openAiEmbeddings,
} from './openai-embeddings-protocol.ts'

export interface RecordedRequest {
  path: string
  headers: IncomingMessage['headers']
  body: any
}

export interface FakeLlmServer {
  /** http://127.0.0.1:port */
  url: string
  /** Base URL for OpenAI and OpenAI-compatible clients (…/v1). */
  openaiBaseURL: string
  /** Base URL for the Anthropic client (…/v1). */
  anthropicBaseURL: string
  /** Model variables (for loadModelConfig) that route every task here as openai:gpt-4o-mini, no retries. */
  openaiModelEnv: Record<string, string>
  requests: RecordedRequest[]
  /** Queues replies, served in order to whichever protocol asks next. */
  enqueue(...replies: FakeReply[]): void
  /** Answers requests when the queue is empty (the default answers "ok"). */
  respondWith(responder: (request: RecordedRequest) => FakeReply): void
  /** Answers POST /v1/embeddings (the default: deterministic unit vectors, `dimensions` wide or 384). */
  embeddingsWith(responder: EmbeddingsResponder): void
  /** Streamed responses still open (a stalled stream stays open until the client goes away). */
  openStreams(): number
  close(): Promise<void>
}

/**
 * A local LLM server that speaks the real wire protocols: OpenAI chat completions (streamed and not,
 * with split tool-call argument deltas and a usage chunk) and Anthropic Messages (streamed and not).
 * Integration tests point the real provider packages at it.
 */
export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const queue: FakeReply[] = []
  const requests: RecordedRequest[] = []
  let responder: (request: RecordedRequest) => FakeReply = () => ({ text: 'ok' })
  let embeddings: EmbeddingsResponder = defaultEmbeddings
  let counter = 0
  const sockets = new Set<import('node:net').Socket>()
  let openStreams = 0

  const server = createServer(async (req, res) => {
    const body = await readJson(req)
    const request: RecordedRequest = { path: req.url ?? '', headers: req.headers, body }
    requests.push(request)
    // Embeddings have their own responder: they never take chat replies off the queue.
    if (req.method === 'POST' && request.path === '/v1/embeddings')
      return serveEmbeddings(res, embeddings, body)
    const reply = queue.shift() ?? responder(request)
    const id = `fake-${++counter}`
    const model = String(body?.model ?? 'fake-model')
    if (body?.stream) {
      openStreams++
      res.on('close', () => openStreams--)
    }
    if (req.method === 'POST' && request.path === '/v1/chat/completions')
      return serveOpenAi(res, reply, body, model, id)
    if (req.method === 'POST' && request.path === '/v1/messages')
      return serveAnthropic(res, reply, body, model, id)
    res
      .writeHead(404, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { message: 'not found' } }))
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    openaiBaseURL: `${url}/v1`,
    anthropicBaseURL: `${url}/v1`,
    openaiModelEnv: {
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: `${url}/v1`,
      MINDWIRE_MODEL: 'openai:gpt-4o-mini',
      MINDWIRE_MODEL_RETRIES: '0',
    },
    requests,
    enqueue: (...replies) => queue.push(...replies),
    respondWith: (fn) => {
      responder = fn
    },
    embeddingsWith: (fn) => {
      embeddings = fn
    },
    openStreams: () => openStreams,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

async function serveOpenAi(res: ServerResponse, reply: FakeReply, body: any, model: string, id: string) {
  if (isHttpError(reply))
    return sendError(
      res,
      reply.status,
      reply.retryAfter,
      openAiError(reply.status, reply.message ?? 'fake error'),
    )
  if (!body?.stream) {
    if (isStall(reply)) return // never answers
    return sendJson(res, 200, openAiCompletion(reply, model, id))
  }
  startSse(res)
  if (isStall(reply)) {
    if (reply.text) writeData(res, openAiStreamChunks({ text: [reply.text] }, model, id, false)[1]!)
    return
  }
  const chunks = openAiStreamChunks(reply, model, id, Boolean(body.stream_options?.include_usage))
  await writeSlowly(res, reply, chunks, (chunk) => writeData(res, chunk))
  res.end('data: [DONE]\n\n')
}

function serveEmbeddings(res: ServerResponse, responder: EmbeddingsResponder, body: any) {
  const input: string[] = Array.isArray(body?.input) ? body.input : [String(body?.input ?? '')]
  const answer = responder(input, body)
  if (!Array.isArray(answer))
    return sendError(
      res,
      answer.status,
      undefined,
      openAiError(answer.status, answer.message ?? 'fake error'),
    )
  return sendJson(res, 200, openAiEmbeddings(answer, String(body?.model ?? 'fake-embedding'), input))
}

async function serveAnthropic(res: ServerResponse, reply: FakeReply, body: any, model: string, id: string) {
  if (isHttpError(reply))
    return sendError(
      res,
      reply.status,
      reply.retryAfter,
      anthropicError(reply.status, reply.message ?? 'fake error'),
    )
  if (!body?.stream) {
    if (isStall(reply)) return
    return sendJson(res, 200, anthropicMessage(reply, model, id))
  }
  startSse(res)
  if (isStall(reply)) {
    const events = anthropicStreamEvents({ text: reply.text ? [reply.text] : [] }, model, id)
    for (const [event, data] of events.slice(0, reply.text ? 3 : 1)) writeEvent(res, event, data)
    return
  }
  const events = anthropicStreamEvents(reply, model, id)
  await writeSlowly(res, reply, events, ([event, data]) => writeEvent(res, event, data))
  res.end()
}

async function writeSlowly<T>(res: ServerResponse, reply: FakeAnswer, items: T[], write: (item: T) => void) {
  for (const item of items) {
    if (res.destroyed) return
    write(item)
    if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs)
  }
}

function startSse(res: ServerResponse) {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  })
  res.flushHeaders()
}

function writeData(res: ServerResponse, data: object) {
  res.write(`data: ${JSON.stringify(data)}\n\n`)
}

function writeEvent(res: ServerResponse, event: string, data: object) {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
}

function sendJson(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

function sendError(res: ServerResponse, status: number, retryAfter: string | undefined, body: object) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (retryAfter !== undefined) headers['retry-after'] = retryAfter
  res.writeHead(status, headers).end(JSON.stringify(body))
}

async function readJson(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  try {
    return text ? JSON.parse(text) : undefined
  } catch {
    return undefined
  }
}
