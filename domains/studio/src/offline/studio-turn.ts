import type { LanguageModelV4Prompt } from '@ai-sdk/provider'
import { type PromptTurn, readPromptTurn } from '@mindwire/agent'
import type { ProjectDocument } from '../chain/chain.ts'
import { newProjectDocument } from '../project/new-project.ts'
import { readProjectSummary } from '../prompts/chain-summary.ts'

/** What the studio's offline engine reads: the request, this turn's calls, and the project as the turn began. */
export interface StudioTurn extends PromptTurn {
  project: ProjectDocument & { projectId?: string; focusModuleId?: string }
  chinese: boolean
}

/** Reads a provider prompt for the studio's offline engine. */
export function readStudioTurn(prompt: LanguageModelV4Prompt): StudioTurn {
  const turn = readPromptTurn(prompt)
  return {
    ...turn,
    project: readProjectSummary(turn.system) ?? newProjectDocument(),
    chinese: /[\u4e00-\u9fff]/.test(turn.text) || (turn.text.trim() === '' && turn.spectra.length > 0),
  }
}
