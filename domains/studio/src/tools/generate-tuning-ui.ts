import { randomUUID } from 'node:crypto'
import { defineTool, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import { generateTuningPanel } from '../forge/tuning-panel.ts'
import { TUNING_UI_STYLES, tuningUiStyle } from '../forge/tuning-ui-styles.ts'
import { type StudioState, studioOf } from '../project/studio-state.ts'
import { moduleSubject, moduleSubjectArgs } from './suggest-module-params.ts'
import { toolFailure } from './tool-failure.ts'

export const GENERATE_TUNING_UI = 'generate-tuning-ui'

const styleIds = TUNING_UI_STYLES.map((style) => style.id)

/**
 * generate-tuning-ui (seed 000 §6.2, XiForge): a tuning panel for one module in a named style, kept with
 * the project (XiForge shows it). The chain is not touched.
 */
export const generateTuningUiTool: Tool<StudioState> = defineTool({
  name: GENERATE_TUNING_UI,
  description: `Generates a tuning panel (controls, layout, colours) for one module in a named style: ${styleIds.join(', ')} (电子管/vintage → vintage-tube). Name exactly one of moduleId, type or moduleDef. The panel is saved with the project and shown in XiForge; the chain is not changed.`,
  parameters: moduleSubjectArgs.extend({ style: z.string().min(1).max(40) }),
  execute: ({ style: styleId, ...args }, { state }) => {
    const studio = studioOf(state)
    const style = tuningUiStyle(styleId)
    if (!style)
      throw toolFailure('unknown_style', `no style "${styleId}"; the styles are ${styleIds.join(', ')}`)
    const panel = generateTuningPanel(moduleSubject(args, studio), style)
    const id = randomUUID()
    const name = panel.module.id ?? panel.module.title
    studio.artifacts.push({
      id,
      kind: 'tuning-ui',
      title: `${name}: ${style.id} panel`,
      data: panel as unknown as Record<string, unknown>,
    })
    return { tuningUiId: id, ...panel }
  },
})
