import type { KnowledgeSearch, Tool } from '@mindwire/agent'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { addModuleTool } from './add-module.ts'
import { connectModulesTool } from './connect-modules.ts'
import { deleteModuleTool } from './delete-module.ts'
import { disconnectModulesTool } from './disconnect-modules.ts'
import { getCanvasTool } from './get-canvas.ts'
import { getModuleDetailsTool } from './get-module-details.ts'
import { ragSearchTool } from './rag-search.ts'
import { redoLastUndoTool } from './redo-last-undo.ts'
import { undoLastChangeTool } from './undo-last-change.ts'
import { updateModuleParameterTool } from './update-module-parameter.ts'

/**
 * The eight tools of seed 001 §4.2.3, undo_last_change and redo_last_undo (issue 44: undo and redo reachable
 * by asking, on the LLM path too). They share no group, so even with parallel groups enabled they run in order and each sees
 * the canvas the previous one left.
 */
export function synthTools(knowledge?: KnowledgeSearch): Tool<CanvasSnapshot>[] {
  return [
    getCanvasTool,
    getModuleDetailsTool,
    addModuleTool,
    deleteModuleTool,
    updateModuleParameterTool,
    connectModulesTool,
    disconnectModulesTool,
    ragSearchTool(knowledge),
    undoLastChangeTool,
    redoLastUndoTool,
  ]
}
