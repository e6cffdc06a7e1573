import type { Domain, KnowledgeForget, KnowledgeRecord, KnowledgeSearch, ModelConfig } from '@mindwire/agent'
import { analystOptionsFromEnv, analystServerDomain, analystWorkerDeps } from '@mindwire/analyst'
import { cockpitServerDomain, createCockpit } from '@mindwire/cockpit'
import { createSearchKnowledgeTool } from '@mindwire/rag'
import type { ServerDomain } from '@mindwire/server'
import {
  createShopping,
  emptyCartState,
  memoryDemoShop,
  shoppingOptionsFromEnv,
  shoppingServerDomain,
} from '@mindwire/shopping'
import { createStudio, studioServerDomain } from '@mindwire/studio'
import { createSynth, synthServerDomain } from '@mindwire/synth'
import { routerFor } from './resolve-model.ts'

/**
 * Every domain this build hosts, as the server hosts them; knowledge search where the host has it, and the
 * model configuration for the analyst's `llm` planner (the `control` chain: it plans, as control turns do),
 * and where the studio keeps what its runs learn (and forgets it when a project goes).
 */
export function serverDomains(
  knowledge?: KnowledgeSearch,
  models?: ModelConfig,
  record?: KnowledgeRecord,
  forget?: KnowledgeForget,
): ServerDomain[] {
  const analyst = analystOptionsFromEnv(process.env)
  return [
    cockpitServerDomain(createCockpit({ extraTools: cockpitKnowledgeTools(knowledge) })),
    synthServerDomain(createSynth({ knowledge })),
    studioServerDomain(createStudio({ knowledge }), { record, forget }),
    // The demo shop over the server's store; its offline model answers when no key is configured.
    shoppingServerDomain(createShopping(shoppingOptionsFromEnv(process.env))),
    // The executor is built on the first analyst request, so the server starts even where it cannot be;
    // it decodes and analyses on a worker thread, so a long file never stalls the server's event loop.
    analystServerDomain({
      deps: () => analystWorkerDeps(analyst.deps),
      uploadQuota: analyst.uploadQuota,
      llmModel: models && (() => routerFor(models).model('control')),
    }),
  ]
}

/** A domain for the terminal chat, by name; the error lists the ones that exist. */
export function findDomain(name: string, knowledge?: KnowledgeSearch): Domain {
  const domains: Record<string, () => Domain> = {
    cockpit: () => createCockpit({ extraTools: cockpitKnowledgeTools(knowledge) }).domain,
    synth: () => createSynth({ knowledge }),
    studio: () => createStudio({ knowledge }),
    // The terminal has no store: the same demo shop, in memory, for this run.
    shopping: () => ({
      ...createShopping(shoppingOptionsFromEnv(process.env)),
      initialState: () => emptyCartState(memoryDemoShop()),
    }),
  }
  const make = domains[name]
  if (!make) throw new Error(`unknown domain "${name}"; available: ${Object.keys(domains).join(', ')}`)
  return make()
}

/** The cockpit answers questions about the car from the owner's manual and the vehicle records. */
function cockpitKnowledgeTools(knowledge: KnowledgeSearch | undefined) {
  if (!knowledge) return []
  return [
    createSearchKnowledgeTool({
      search: knowledge,
      collections: ['vehicle-manual', 'vehicles'],
      description:
        '查车辆使用手册和车型资料：功能怎么用、指示灯含义、保养和故障处理。回答车辆知识问题前先调用它，并引用来源。',
    }),
  ]
}
