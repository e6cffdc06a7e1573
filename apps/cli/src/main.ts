import { styleText } from 'node:util'
import { AgentError } from '@mindwire/agent'
import { StoreError } from '@mindwire/store'
import { Command } from 'commander'

// Each command brings its own part of the platform (the server, the store, the domains): only the one asked
// for is loaded (`mindwire keys create` needs the store, not the server). The program's own help, an unknown
// command's suggestions and `help <command>` list them all.
const COMMANDS: Record<string, () => Promise<(program: Command) => void>> = {
  chat: async () => (await import('./commands/chat.ts')).registerChat,
  serve: async () => (await import('./commands/serve.ts')).registerServe,
  keys: async () => (await import('./commands/keys.ts')).registerKeys,
  eval: async () => (await import('./commands/eval.ts')).registerEval,
  rag: async () => (await import('./commands/rag.ts')).registerRag,
  analyze: async () => (await import('./commands/analyze.ts')).registerAnalyze,
}

const program = new Command()
  .name('mindwire')
  .description(
    'Mindwire: copilots that drive applications. Speak or type; the agent turns it into validated tool calls.',
  )
  .version('0.1.0')
  .showHelpAfterError()

const asked = process.argv[2]
const wanted = asked && Object.hasOwn(COMMANDS, asked) ? [asked] : Object.keys(COMMANDS)
for (const register of await Promise.all(wanted.map((name) => COMMANDS[name]!()))) register(program)

try {
  await program.parseAsync(process.argv)
} catch (error) {
  // Expected failures (configuration, bad input) get one readable line; bugs keep their stack. The bus's
  // and the MCP servers file's configuration errors are known by name: importing the server here would load it
  // for every command.
  const busConfig = error instanceof Error && error.name === 'BusConfigError'
  const mcpConfig = error instanceof Error && error.name === 'McpConfigError'
  const known =
    busConfig ||
    mcpConfig ||
    error instanceof AgentError ||
    error instanceof StoreError ||
    (error instanceof Error && error.constructor === Error)
  const code = error instanceof AgentError ? ` [${error.code}]` : ''
  process.stderr.write(`${styleText('red', `mindwire: ${(error as Error).message}${code}`)}\n`)
  if (!known) process.stderr.write(`${(error as Error).stack}\n`)
  process.exitCode =
    busConfig || mcpConfig || (error instanceof AgentError && error.code === 'config') ? 2 : 1
}
