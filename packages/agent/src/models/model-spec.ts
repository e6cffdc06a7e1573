import { AgentError } from '../errors.ts'

/** A parsed model spec: `openai:gpt-4o`, `openai-compatible:qwen/qwen-plus`, `anthropic:claude-sonnet-4-5`, `offline`. */
export interface ModelSpec {
  /** The text it was parsed from; used as the model's label in logs, usage and audit. */
  text: string
  provider: string
  /** For openai-compatible: the configured endpoint's name (qwen, deepseek, kimi, ollama, vllm, …). */
  endpoint?: string
  /** The model id at the provider; for openai-compatible it may come from the endpoint's config instead. */
  model?: string
}

const SPEC = /^([a-z][a-z0-9-]*)(?::(.+))?$/

/** Parses one spec string; throws a `config` error that says what a valid spec looks like. */
export function parseModelSpec(text: string): ModelSpec {
  const trimmed = text.trim()
  const match = SPEC.exec(trimmed)
  if (!match) throw specError(text)
  const [, provider, rest] = match as unknown as [string, string, string | undefined]
  if (provider === 'openai-compatible') {
    if (!rest) throw specError(text)
    const slash = rest.indexOf('/')
    return slash < 0
      ? { text: trimmed, provider, endpoint: rest }
      : { text: trimmed, provider, endpoint: rest.slice(0, slash), model: rest.slice(slash + 1) }
  }
  if ((provider === 'openai' || provider === 'anthropic') && !rest) throw specError(text)
  return { text: trimmed, provider, model: rest }
}

/** Parses a comma-separated fail-over chain. */
export function parseModelChain(text: string): ModelSpec[] {
  const specs = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(parseModelSpec)
  if (specs.length === 0) throw new AgentError('config', 'a model chain needs at least one model spec')
  return specs
}

function specError(text: string): AgentError {
  return new AgentError(
    'config',
    `"${text}" is not a model spec; use openai:<model>, openai-compatible:<endpoint>[/<model>], anthropic:<model> or offline`,
  )
}
