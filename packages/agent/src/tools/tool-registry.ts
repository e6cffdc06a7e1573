import type { LanguageModelV4FunctionTool } from '@ai-sdk/provider'
import * as z from 'zod'
import type { Tool } from './define-tool.ts'

/** The tools one engine offers, by name, with their JSON Schemas generated once. */
export class ToolRegistry {
  readonly #tools = new Map<string, Tool>()
  #modelTools: LanguageModelV4FunctionTool[] | undefined

  constructor(tools: readonly Tool[] = []) {
    for (const tool of tools) {
      if (this.#tools.has(tool.name)) throw new TypeError(`tool "${tool.name}" is registered twice`)
      this.#tools.set(tool.name, tool)
    }
  }

  get(name: string): Tool | undefined {
    return this.#tools.get(name)
  }

  names(): string[] {
    return [...this.#tools.keys()]
  }

  list(): Tool[] {
    return [...this.#tools.values()]
  }

  get size(): number {
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
