/**
 * The collections of seed 000 §4.4 (xialgo, projects, vehicles, tuning-presets) and of the shipped
 * manuals (synth-docs, vehicle-manual), with what each holds.
 */
export const KNOWLEDGE_COLLECTIONS = {
  xialgo: 'XiAlgo algorithm IP library: one document per algorithm module',
  projects: 'project history: past tuning and integration projects',
  vehicles: 'vehicle-model knowledge: cabins, speaker layouts, measurements',
  'tuning-presets': 'tuning presets and the reasoning behind them',
  'xvst-sdk': 'the XVST plugin SDK: multi-rate, lifecycle, parameters, latency, threading',
  'synth-docs': 'Synthesizer Flow: synthesis theory, module reference, canvas how-tos',
  'vehicle-manual': 'the cockpit owner’s manual: what each function does and how to ask for it',
} as const satisfies Record<string, string>

export type KnowledgeCollection = keyof typeof KNOWLEDGE_COLLECTIONS

/**
 * The tenant that owns shipped knowledge (ingested with `mindwire rag ingest`). Every tenant's search
 * covers these documents besides its own; no tenant can write them through the API.
 */
export const SHARED_KNOWLEDGE_TENANT = '_shared'

/** What a collection name may look like. */
export const COLLECTION_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/
