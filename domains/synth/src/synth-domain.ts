import type { Domain, KnowledgeSearch } from '@mindwire/agent'
import type { CanvasSnapshot } from './graph/canvas.ts'
import { createSynthOfflineModel } from './offline/offline-model.ts'
import { synthSystemPrompt } from './prompts/system-prompt.ts'
import { synthGuardrails } from './rules/synth-guardrails.ts'
import { synthTools } from './tools/synth-tools.ts'

export interface SynthOptions {
  /** Knowledge search for rag_search (collection `synth-docs`); without it rag_search is a tool error. */
  knowledge?: KnowledgeSearch
}

/** The app ids the synth domain serves besides its name. */
export const SYNTH_APPS = ['synth-studio'] as const

/**
 * Seed 001 as a domain: the canvas tools working on a virtual copy of the browser's canvas (the session
 * state) and returning the client operations the browser replays, the stateless-assistant system prompt
 * with a summary of the live canvas, and the offline engine for plain canvas commands. It routes as a
 * `code` task: building a patch is structured tool use more than conversation.
 */
export function createSynth(options: SynthOptions = {}): Domain<CanvasSnapshot> {
  return {
    name: 'synth',
    description:
      '模块化合成器画布助手：添加、删除、连接和调整合成器模块（振荡器、效果器、扬声器…），并检索合成知识',
    tools: synthTools(options.knowledge),
    system: synthSystemPrompt,
    guardrails: synthGuardrails,
    initialState: () => ({ nodes: [], edges: [] }),
    offlineModel: createSynthOfflineModel,
    // The offline engine alone when it is the whole chain; otherwise the routed chain (LLM first, the
    // offline engine as its last fallback when the chain names it).
    wrapModel: (routed) => (routed.modelId === 'offline' ? createSynthOfflineModel() : routed),
    taskType: 'code',
    context: { maxTokens: 24_000, reserveTokens: 2_000, keepTurns: 8 },
  }
}
