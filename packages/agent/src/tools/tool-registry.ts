import type { LanguageModelV4FunctionTool } from '@ai-sdk/provider'
import * as z from 'zod'
import type { Tool } from './define-tool.ts'

/**
 * The tools one engine offers, by name, with their JSON Schemas generated once. It follows the array it
 * was given: a domain that replaces its tools in place (the cockpit reloading its catalogue from
 * configuration) is seen by engines built before the change, on their next look-up.
 */
export class ToolRegistry {
  #tools = new Map<string, Tool>()
  #modelTools: LanguageModelV4FunctionTool[] | undefined
  readonly #source: readonly Tool[]
  #seen: Tool[] = []

  constructor(tools: readonly Tool[] = []) {
    this.#source = tools
    this.#sync()
  }

  #sync(): void {
    const source = this.#source
    if (source.length === this.#seen.length && source.every((tool, i) => tool === this.#seen[i])) return
    const tools = new Map<string, Tool>()
    for (const tool of source) {
      if (tools.has(tool.name)) throw new TypeError(`tool "${tool.name}" is registered twice`)
      tools.set(tool.name, tool)
    }
    this.#tools = tools
    this.#seen = [...source]
    this.#modelTools = undefined
  }

  get(name: string): Tool | undefined {
    this.#sync()
    return this.#tools.get(name)
  }

  names(): string[] {
    this.#sync()
    return [...this.#tools.keys()]
  }

  list(): Tool[] {
    this.#sync()
    return [...this.#tools.values()]
  }

  get size(): number {
    this.#sync()
    return this.#tools.size
  }

  /** A new registry with `tools` added; a tool of the same name replaces the old one. */
  with(tools: readonly Tool[]): ToolRegistry {
    const merged = new Map(this.#tools)
    for (const tool of tools) merged.set(tool.name, tool)
    return new ToolRegistry([...merged.values()])
  }

  /** The function tools in the AI SDK's provider format. */
  modelTools(): LanguageModelV4FunctionTool[] {
    this.#sync()
    this.#modelTools ??= this.list().map((tool) => ({
      type: 'function',
      name: tool.name,
      description: tool.description,
      inputSchema: toolJsonSchema(tool.parameters),
    }))
    return this.#modelTools
  }
}

/** JSON Schema (draft 7) of what a model may send: the schema's input side, so defaults stay optional. */
export function toolJsonSchema(schema: z.ZodType): LanguageModelV4FunctionTool['inputSchema'] {
  const { $schema: _, ...jsonSchema } = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-07',
    unrepresentable: 'any',
  }) as Record<string, unknown>
  return jsonSchema as LanguageModelV4FunctionTool['inputSchema']
}
