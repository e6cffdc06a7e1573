import type { Domain, KnowledgeSearch } from '@mindwire/agent'
import { createStudioOfflineModel } from './offline/offline-model.ts'
import { newProjectDocument } from './project/new-project.ts'
import type { StudioState } from './project/studio-state.ts'
import { studioSystemPrompt } from './prompts/system-prompt.ts'
import { studioGuardrails } from './rules/studio-guardrails.ts'
import { studioTools } from './tools/studio-tools.ts'

export interface StudioOptions {
  /** Knowledge search for search-algo-library (collection `xialgo`); without it the catalogue is searched. */
  knowledge?: KnowledgeSearch
}

/** The app ids of the suite the studio domain serves (seed 000 §2.1), besides its name. */
export const STUDIO_APPS = ['xi-studio', 'xi-tune', 'xi-test', 'xi-forge', 'xi-probe', 'xi-vst'] as const

/**
 * Seed 000 as a domain: XiMind driving a tuning project through the eight standard tools, with the
 * removals of §7 confirmed, the live project in the prompt and an offline engine for the §6 scenarios.
 * Without a host (the terminal chat) a session works on an in-memory project.
 */
export function createStudio(options: StudioOptions = {}): Domain<StudioState> {
  return {
    name: 'studio',
    description:
      'XiMind 调音套件助手：搭建算法链路、调参数、绑定车辆信号、测量与自动调音、运行测试、生成模块代码',
    tools: studioTools(options.knowledge),
    system: studioSystemPrompt,
    guardrails: studioGuardrails,
    initialState: () => {
      const document = newProjectDocument()
      return {
        projectId: 'local',
        projectName: document.name,
        revision: 1,
        document,
        changes: [],
        edits: [],
        artifacts: [],
      }
    },
    offlineModel: createStudioOfflineModel,
    wrapModel: (routed) => (routed.modelId === 'offline' ? createStudioOfflineModel() : routed),
    taskType: 'code',
    context: { maxTokens: 24_000, reserveTokens: 2_000, keepTurns: 8 },
  }
}
