import { randomUUID } from 'node:crypto'
import { defineTool, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import { generateCode, moduleDefSchema, SandboxBusyError } from '../forge/index.ts'
import { type StudioState, studioOf } from '../project/studio-state.ts'
import { toolFailure } from './tool-failure.ts'

export const GENERATE_CODE = 'generate-code'

/**
 * generate-code (seed 000 §4.3, XiForge): a TypeScript module implementing a definition — or, when the
 * prompt asks for tests, its unit tests — compiled with esbuild and run against its own behaviour test
 * before it is returned. Code a model wrote (`code`) is checked the same way.
 */
export const generateCodeTool: Tool<StudioState> = defineTool({
  name: GENERATE_CODE,
  description:
    'Generates an XiAlgo module in TypeScript from a definition (name, kind: gain|limiter|compressor|peaking|lowShelf|highShelf|highPass|lowPass|notch|delay|softClipper|noiseGate, params), compiles it and runs its impulse-response/behaviour test. If the prompt asks for unit tests (单测, test cases), the tests are the main result. Pass `code` to have your own implementation compiled and tested instead.',
  parameters: z.object({
    moduleDef: moduleDefSchema,
    prompt: z.string().max(4000).default(''),
    code: z.string().max(200_000).optional().describe('your own module source, to be compiled and tested'),
  }),
  execute: async ({ moduleDef, prompt, code }, { state, scope }) => {
    const studio = studioOf(state)
    const generated = await generateCode(
      { moduleDef, prompt, code },
      scope?.tenantId === undefined ? {} : { tenant: scope.tenantId },
    ).catch((error: unknown) => {
      if (error instanceof SandboxBusyError) throw toolFailure(error.code, error.message)
      throw error
    })
    if (!generated.valid) throw toolFailure('invalid_module_def', generated.summary)
    const id = randomUUID()
    const { def: _def, ...result } = generated
    studio.artifacts.push({
      id,
      kind: 'generated-code',
      title: `${generated.fileName}: ${generated.ok ? 'compiled, tests passed' : generated.compile.ok ? 'tests failed' : 'did not compile'}`,
      data: { ...result, prompt },
    })
    return { generatedCodeId: id, ...result }
  },
})
