import type { KnowledgeSearch, Tool } from '@mindwire/agent'
import type { StudioState } from '../project/studio-state.ts'
import { bindParamToSignalTool } from './bind-param-to-signal.ts'
import { generateCodeTool } from './generate-code.ts'
import { openAppTool } from './open-app.ts'
import { runMeasurementTool } from './run-measurement.ts'
import { runTestSuiteTool } from './run-test-suite.ts'
import { searchAlgoLibraryTool } from './search-algo-library.ts'
import { updateLinkTool } from './update-link.ts'
import { updateParamTool } from './update-param.ts'

/** Seed 000 §4.3's eight standard tools, with exactly its names. */
export function studioTools(knowledge?: KnowledgeSearch): Tool<StudioState>[] {
  return [
    openAppTool,
    updateLinkTool,
    updateParamTool,
    bindParamToSignalTool,
    runMeasurementTool,
    runTestSuiteTool,
    searchAlgoLibraryTool(knowledge),
    generateCodeTool,
  ]
}
