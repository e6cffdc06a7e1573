import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineTool } from './define-tool.ts'
import { parseArgumentsText, validateArguments } from './parse-tool-arguments.ts'
import { ToolRegistry } from './tool-registry.ts'

const controlAc = defineTool({
  name: 'control_ac',
  description: 'control the air conditioning',
  parameters: z.object({
    action: z.enum(['turn_on', 'turn_off', 'set_temperature']),
    temperature: z.number().min(16).max(32).optional(),
    fan: z.number().int().default(3),
  }),
  execute: () => 'ok',
})

describe('tool registry', () => {
  it('generates the JSON Schema a model sees from the zod schema, defaults optional', () => {
    const [tool] = new ToolRegistry([controlAc]).modelTools()
    expect(tool).toMatchObject({
      type: 'function',
      name: 'control_ac',
      description: 'control the air conditioning',
    })
    expect(tool!.inputSchema).toMatchObject({
      type: 'object',
      properties: {
        action: { type: 'string', enum: ['turn_on', 'turn_off', 'set_temperature'] },
        temperature: { type: 'number', minimum: 16, maximum: 32 },
      },
      required: ['action'],
    })
    expect(tool!.inputSchema).not.toHaveProperty('$schema')
  })

  it('refuses duplicate names and names providers reject', () => {
    expect(() => new ToolRegistry([controlAc, controlAc])).toThrow(/registered twice/)
    expect(() =>
      defineTool({ name: 'open app', description: '', parameters: z.object({}), execute: () => 0 }),
    ).toThrow(/must match/)
  })

  it('adds client tools with `with`, replacing same-named ones', () => {
    const client = defineTool({
      name: 'control_ac',
      description: 'client version',
      parameters: z.object({}),
      kind: 'client',
    })
    const registry = new ToolRegistry([controlAc]).with([client])
    expect(registry.get('control_ac')).toMatchObject({ kind: 'client', execute: undefined })
    expect(registry.size).toBe(1)
  })

  it('follows the array it was given when a domain replaces its tools in place (a reloaded catalogue)', () => {
    const tools = [controlAc]
    const registry = new ToolRegistry(tools)
    expect(registry.modelTools().map((t) => t.name)).toEqual(['control_ac'])
    const fragrance = defineTool({
      name: 'control_fragrance',
      description: '香氛',
      parameters: z.object({}),
      execute: () => 0,
    })
    tools.splice(0, tools.length, controlAc, fragrance)
    expect(registry.modelTools().map((t) => t.name)).toEqual(['control_ac', 'control_fragrance'])
    expect(registry.get('control_fragrance')).toBe(fragrance)
    tools.splice(1, 1)
    expect(registry.get('control_fragrance')).toBeUndefined()
  })
})

describe('argument parsing', () => {
  it('treats empty text as no arguments and reports broken JSON', () => {
    expect(parseArgumentsText('')).toEqual({ ok: true, args: {} })
    expect(parseArgumentsText('{"a":')).toMatchObject({
      ok: false,
      error: expect.stringContaining('not valid JSON'),
    })
  })

  it('lists every schema issue with its path and applies defaults', () => {
    expect(
      validateArguments(controlAc.parameters, { action: 'set_temperature', temperature: 40, fan: 1.5 }),
    ).toMatchObject({
      ok: false,
      error: expect.stringMatching(/temperature: .*32.*fan: /),
    })
    expect(validateArguments(controlAc.parameters, { action: 'turn_on' })).toEqual({
      ok: true,
      args: { action: 'turn_on', fan: 3 },
    })
  })
})
