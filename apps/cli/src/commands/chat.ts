import { createInterface } from 'node:readline/promises'
import { type AgentSession, createEngine, type RunHandle, type WireEvent } from '@mindwire/agent'
import type { Command } from 'commander'
import { findDomain } from '../domains.ts'
import { renderEvent } from '../render-events.ts'
import { modelConfigFrom, parseTask, routerFor } from '../resolve-model.ts'

interface ChatOptions {
  domain?: string
  model?: string
  task?: string
  yes?: boolean
  json?: boolean
}

export function registerChat(program: Command): void {
  program
    .command('chat')
    .description('talk to the agent in the terminal: one message as arguments, or a conversation on stdin')
    .argument('[message...]', 'the message; omit it to chat line by line')
    .option('-d, --domain <name>', 'use a domain’s tools, prompt and safety rules (e.g. shopping)')
    .option(
      '-m, --model <spec>',
      'model spec or fail-over chain, e.g. openai:gpt-4o-mini or openai-compatible:qwen,offline',
    )
    .option('-t, --task <type>', 'task type for model routing: chat, control, code, multimodal')
    .option('-y, --yes', 'accept every confirmation without asking')
    .option('--json', 'print wire events as JSON lines instead of text')
    .addHelpText(
      'after',
      '\nModels come from MINDWIRE_MODEL (and MINDWIRE_MODEL_<TASK>) unless --model is given; see the README.\n' +
        'Example: mindwire chat --domain shopping --model openai:gpt-4o-mini "帮我搜索 iPhone 15"',
    )
    .action(async (words: string[], options: ChatOptions) => {
      process.exitCode = await chat(words.join(' '), options)
    })
}

async function chat(message: string, options: ChatOptions): Promise<number> {
  const domain = options.domain ? findDomain(options.domain) : undefined
  const router = routerFor(modelConfigFrom(process.env, options.model), domain)
  const task = options.task ? parseTask(options.task) : (domain?.taskType ?? 'chat')
  const state = domain?.initialState?.()
  const routed = router.model(task)
  const engine = createEngine({
    model: domain?.wrapModel ? domain.wrapModel(routed) : routed,
    tools: domain?.tools ?? [],
    system: domain?.system ?? (() => 'You are a helpful assistant. Answer briefly.'),
    guardrails: domain?.guardrails,
    context: domain?.context,
    parallelToolGroups: domain?.parallelToolGroups,
    callSettings: domain?.callSettings,
  })
  const session = engine.session({ state: () => state })
  const ask = process.stdin.isTTY
    ? createInterface({ input: process.stdin, output: process.stdout })
    : undefined
  try {
    if (message) return await turn(session, message, options, ask)
    const lines = ask ?? createInterface({ input: process.stdin })
    let code = 0
    for await (const line of lines) {
      if (line.trim()) code = await turn(session, line, options, ask)
    }
    return code
  } finally {
    ask?.close()
  }
}

/** One user message, including any confirmations it leads to. */
async function turn(
  session: AgentSession,
  message: string,
  options: ChatOptions,
  ask: ReturnType<typeof createInterface> | undefined,
): Promise<number> {
  let run: RunHandle = session.send(message)
  for (;;) {
    for await (const event of run) show(event, options)
    const result = await run.result
    if (result.status === 'failed') return 1
    const waiting = result.pending.filter((call) => call.reason === 'confirm')
    if (result.status !== 'awaiting_input' || waiting.length === 0) return 0
    const decisions = []
    for (const call of waiting) {
      const accepted =
        options.yes || (ask ? /^y(es)?$/i.test((await ask.question(`${call.message} [y/N] `)).trim()) : false)
      if (!options.yes && !ask)
        process.stdout.write(`(declined ${call.name}: no terminal to confirm on; pass --yes to accept)\n`)
      decisions.push({ callId: call.callId, accepted })
    }
    run = session.decide(decisions)
  }
}

function show(event: WireEvent, options: ChatOptions): void {
  if (options.json) process.stdout.write(`${JSON.stringify(event)}\n`)
  else renderEvent(event, process.stdout)
}
