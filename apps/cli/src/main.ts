import { styleText } from 'node:util'
import { AgentError } from '@mindwire/agent'
import { StoreError } from '@mindwire/store'
import { Command } from 'commander'
import { registerAnalyze } from './commands/analyze.ts'
import { registerChat } from './commands/chat.ts'
import { registerEval } from './commands/eval.ts'
import { registerKeys } from './commands/keys.ts'
import { registerRag } from './commands/rag.ts'
import { registerServe } from './commands/serve.ts'

const program = new Command()
  .name('mindwire')
  .description(
    'Mindwire: copilots that drive applications. Speak or type; the agent turns it into validated tool calls.',
  )
  .version('0.1.0')
  .showHelpAfterError()

registerChat(program)
registerServe(program)
registerKeys(program)
registerEval(program)
registerRag(program)
registerAnalyze(program)

try {
  await program.parseAsync(process.argv)
} catch (error) {
  // Expected failures (configuration, bad input) get one readable line; bugs keep their stack.
  const known =
    error instanceof AgentError ||
    error instanceof StoreError ||
    (error instanceof Error && error.constructor === Error)
  const code = error instanceof AgentError ? ` [${error.code}]` : ''
  process.stderr.write(`${styleText('red', `mindwire: ${(error as Error).message}${code}`)}\n`)
  if (!known) process.stderr.write(`${(error as Error).stack}\n`)
  process.exitCode = error instanceof AgentError && error.code === 'config' ? 2 : 1
}
