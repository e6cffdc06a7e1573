import type { KnowledgeSearch, Tool } from '@mindwire/agent'
import { type StudioState, studioOf } from '../project/studio-state.ts'
import { analyzeTestFailuresTool } from './analyze-test-failures.ts'
import { assessReportTool } from './assess-report.ts'
import { bindParamToSignalTool } from './bind-param-to-signal.ts'
import { generateCodeTool } from './generate-code.ts'
import { generateTuningUiTool } from './generate-tuning-ui.ts'
import { openAppTool } from './open-app.ts'
import { planMeasurementTool } from './plan-measurement.ts'
import { recommendPluginsTool } from './recommend-plugins.ts'
import { redoChangeTool } from './redo-change.ts'
import { runMeasurementTool } from './run-measurement.ts'
import { runTestSuiteTool } from './run-test-suite.ts'
import { searchAlgoLibraryTool } from './search-algo-library.ts'
import { searchSdkDocsTool } from './search-sdk-docs.ts'
import { searchTuningHistoryTool } from './search-tuning-history.ts'
import { suggestModuleParamsTool } from './suggest-module-params.ts'
import { undoChangeTool } from './undo-change.ts'
import { updateLinkTool } from './update-link.ts'
import { updateParamTool } from './update-param.ts'

/** Seed 000 §4.3's eight standard tools, with exactly its names, then the answers of §6.2 (XiForge), §6.4 (XiTest), §6.5 (XiProbe) and §6.6 (XiVST), the search of what earlier work learned (§4.4), and undo and redo by asking. */
export function studioTools(knowledge?: KnowledgeSearch): Tool<StudioState>[] {
  return [
    openAppTool,
    recordingEdits(updateLinkTool),
    recordingEdits(updateParamTool),
    recordingEdits(bindParamToSignalTool),
    runMeasurementTool,
    runTestSuiteTool,
    searchAlgoLibraryTool(knowledge),
    generateCodeTool,
    suggestModuleParamsTool,
    generateTuningUiTool,
    recommendPluginsTool,
    searchSdkDocsTool(knowledge),
    planMeasurementTool,
    assessReportTool,
    analyzeTestFailuresTool(knowledge),
    searchTuningHistoryTool(knowledge),
    undoChangeTool,
    redoChangeTool,
  ]
}

/** A chain-editing tool that notes each successful call in the turn's edits, so the turn can be replayed. */
function recordingEdits(tool: Tool<StudioState>): Tool<StudioState> {
  const execute = tool.execute!
  return {
    ...tool,
    execute: async (args, context) => {
      const output = await execute(args, context)
      studioOf(context.state).edits.push({ tool: tool.name, args })
      return output
    },
  }
}
