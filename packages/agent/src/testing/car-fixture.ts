import { z } from 'zod'
import type { Guardrail } from '../guardrails/guardrail.ts'
import { defineTool } from '../tools/define-tool.ts'

export interface Car {
  speed: number
  windows: number
  trunk: 'open' | 'closed'
  temperature: number
}

/** A car for approval tests: windows that always ask (and are blocked wide open at speed), a trunk, a temperature, a destructive erase; `log` records what ran. */
export function car(initial: Partial<Car> = {}) {
  const state: Car = { speed: 0, windows: 0, trunk: 'closed', temperature: 22, ...initial }
  const log: string[] = []
  const tools = [
    defineTool<z.ZodObject<{ percent: z.ZodNumber }>, Car>({
      name: 'set_windows',
      description: 'open all windows to a percentage',
      parameters: z.object({ percent: z.number().min(0).max(100) }),
      execute: ({ percent }) => {
        log.push(`windows ${percent}`)
        state.windows = percent
        return { windows: percent }
      },
    }),
    defineTool({
      name: 'open_trunk',
      description: 'open the trunk',
      parameters: z.object({}),
      execute: () => {
        log.push('trunk')
        state.trunk = 'open'
        return { trunk: 'open' }
      },
    }),
    defineTool({
      name: 'set_temperature',
      description: 'set temperature',
      parameters: z.object({ celsius: z.number() }),
      execute: ({ celsius }) => {
        log.push(`temp ${celsius}`)
        state.temperature = celsius
        return { celsius }
      },
    }),
    defineTool({
      name: 'erase_profiles',
      description: 'erase driver profiles',
      parameters: z.object({}),
      destructive: true,
      execute: () => {
        log.push('erase')
        return 'erased'
      },
    }),
  ]
  const guardrails: Guardrail<Car>[] = [
    {
      id: 'trunk-while-moving',
      description: 'no trunk while moving',
      when: (call, s) => call.name === 'open_trunk' && s.speed > 0,
      action: 'block',
      message: 'The car is moving; the trunk stays closed.',
    },
    {
      id: 'windows-over-80',
      description: 'windows above 50% over 80 km/h',
      when: (call, s) => call.name === 'set_windows' && call.args.percent > 50 && s.speed > 80,
      action: 'block',
      message: 'Too fast to open the windows that far.',
    },
    {
      id: 'all-windows',
      description: 'all windows need confirmation',
      when: (call) => call.name === 'set_windows',
      action: 'confirm',
      message: 'Open all windows?',
    },
    {
      id: 'extreme-temperature',
      description: 'extreme temperature',
      when: (call) => call.name === 'set_temperature' && (call.args.celsius <= 18 || call.args.celsius >= 30),
      action: 'warn',
      message: 'That is an extreme temperature.',
    },
  ]
  return { state, log, tools, guardrails }
}
