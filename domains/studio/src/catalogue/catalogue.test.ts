import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { AUDIO_BLOCKS } from './audio-blocks.ts'
import { findParam, MODULES, moduleDefinition } from './catalogue.ts'
import { checkParamValue } from './check-param-value.ts'

const KNOWLEDGE = fileURLToPath(new URL('../../knowledge/xialgo/', import.meta.url))

/** Documents of the collection that describe no processing block: biquad-implementation is an implementation note. */
const NOT_BLOCKS = new Set(['biquad-implementation'])

/**
 * The audio-path documents (by file name) whose entries AUDIO_BLOCKS holds, written concurrently on
 * another branch. While AUDIO_BLOCKS is empty they may lack entries; once it has any, all are required.
 */
const AUDIO_PATH_DOCS = [
  'gain-polarity-mute',
  'delay-time-alignment',
  'eq-parametric',
  'eq-shelf',
  'filter-hpf-lpf',
  'filter-linkwitz-riley',
  'allpass-phase',
  'crossover-2way',
  'crossover-3way',
  'compressor',
  'limiter-lookahead',
  'multiband-compressor',
  'dynamic-eq',
  'speed-dependent-volume-gala',
  'soft-clipper',
  'loudness-normalizer',
  'notch-filter',
]

interface Document {
  name: string
  id: string
  category: string
  certification: string
  maturity: string
  latencyMs: number
  parameters: string[]
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---/

function readDocuments(): Map<string, Document> {
  const documents = new Map<string, Document>()
  for (const file of readdirSync(KNOWLEDGE)
    .filter((name) => name.endsWith('.md'))
    .sort()) {
    const match = FENCE.exec(readFileSync(KNOWLEDGE + file, 'utf8'))
    if (!match) throw new Error(`${file} has no front matter`)
    const name = file.slice(0, -'.md'.length)
    documents.set(name, { name, ...(parse(match[1]!) as Omit<Document, 'name'>) })
  }
  return documents
}

const documents = readDocuments()
const blockDocuments = [...documents.values()].filter((document) => !NOT_BLOCKS.has(document.name))
const documentById = new Map(blockDocuments.map((document) => [document.id, document]))
const audioBlocksWritten = AUDIO_BLOCKS.length > 0

describe('the catalogue and the xialgo knowledge documents', () => {
  it('reads a front matter with an id and a parameter list from every document', () => {
    expect(documents.size).toBeGreaterThan(40)
    for (const document of documents.values()) {
      expect(document.id, document.name).toMatch(/^xialgo:\/\/[a-z0-9-]+$/)
      expect(Array.isArray(document.parameters), document.name).toBe(true)
    }
  })

  it('has exactly one entry for every block document (audio-path ones once AUDIO_BLOCKS is written)', () => {
    const missing: string[] = []
    for (const document of blockDocuments) {
      const count = MODULES.filter((definition) => definition.docId === document.id).length
      if (count === 0 && !audioBlocksWritten && AUDIO_PATH_DOCS.includes(document.name)) continue
      if (count !== 1) missing.push(`${document.name}: ${count} entries`)
    }
    expect(missing).toEqual([])
  })

  it('lists only documents as audio-path ones (notch-filter.md arrives with AUDIO_BLOCKS)', () => {
    const absent = AUDIO_PATH_DOCS.filter((name) => !documents.has(name))
    expect(absent).toEqual(audioBlocksWritten ? [] : ['notch-filter'])
  })

  it('takes the audio-path documents from AUDIO_BLOCKS and every other document from the other families', () => {
    const audioPathIds = new Set(AUDIO_PATH_DOCS.map((name) => documents.get(name)?.id))
    for (const definition of MODULES) {
      const fromAudioBlocks = AUDIO_BLOCKS.includes(definition)
      expect(audioPathIds.has(definition.docId), definition.id).toBe(fromAudioBlocks)
    }
  })

  it('has no entry without a block document, and no two entries with one id', () => {
    const orphans = MODULES.filter((definition) => !documentById.has(definition.docId)).map(({ id }) => id)
    expect(orphans).toEqual([])
    expect(new Set(MODULES.map(({ id }) => id)).size).toBe(MODULES.length)
  })

  it.each(MODULES.map((definition) => [definition.id, definition] as const))(
    '%s matches its document',
    (_id, definition) => {
      const document = documentById.get(definition.docId)!
      expect(definition.id).toBe(document.id.slice('xialgo://'.length))
      expect(definition.params.map(({ key }) => key)).toEqual(document.parameters)
      expect({
        category: definition.category,
        certification: definition.certification,
        maturity: definition.maturity,
        latencyMs: definition.latencyMs,
      }).toEqual({
        category: document.category,
        certification: document.certification,
        maturity: document.maturity,
        latencyMs: document.latencyMs,
      })
      expect(moduleDefinition(document.id)).toBe(definition)
    },
  )

  it.each(MODULES.map((definition) => [definition.id, definition] as const))(
    '%s has defaults within its ranges',
    (_id, definition) => {
      for (const spec of definition.params) {
        if (spec.type === 'number') {
          expect(spec.min, spec.key).toBeLessThan(spec.max)
          expect(spec.default, spec.key).toBeGreaterThanOrEqual(spec.min)
          expect(spec.default, spec.key).toBeLessThanOrEqual(spec.max)
        }
        if (spec.type === 'enum') expect(spec.values, spec.key).toContain(spec.default)
        expect(checkParamValue(spec, spec.default), spec.key).toMatchObject({ ok: true })
      }
    },
  )

  it.each(MODULES.map((definition) => [definition.id, definition] as const))(
    '%s names its parameters unambiguously and has Chinese and English keywords',
    (_id, definition) => {
      for (const spec of definition.params)
        for (const name of [spec.key, ...(spec.aliases ?? [])])
          expect(findParam(definition, name), name).toBe(spec)
      expect(definition.keywords.some((word) => /\p{Script=Han}/u.test(word))).toBe(true)
      expect(definition.keywords.some((word) => /^[\x20-\x7e]+$/.test(word))).toBe(true)
      expect(definition.titleZh).toMatch(/\p{Script=Han}/u)
    },
  )
})
