import { readFile } from 'node:fs/promises'
import type { SearchMode } from '../api/knowledge-service.ts'
import type { KnowledgeBase } from '../knowledge-base.ts'

/** A question whose answer sits in one section of one file (tests/data/rag/questions.jsonl). */
export interface RetrievalQuestion {
  id: string
  collection: string
  question: string
  /** The file's path, as stored in a chunk's metadata.path. */
  source: string
  /** The exact heading of the answering section. */
  section: string
}

export interface HitRate {
  mode: SearchMode
  k: number
  hits: number
  total: number
  rate: number
  /** Ids of the questions whose section was not in the top k. */
  missed: string[]
}

/** Reads questions from a JSON Lines file. */
export async function loadQuestions(file: string): Promise<RetrievalQuestion[]> {
  const text = await readFile(file, 'utf8')
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as RetrievalQuestion)
}

/**
 * hit@k: the share of questions for which a chunk from the expected file and section is among the top k
 * results of the question's collection.
 */
export async function measureHitRate(
  knowledge: Pick<KnowledgeBase, 'search'>,
  questions: readonly RetrievalQuestion[],
  options: { mode: SearchMode; k?: number; tenantId?: string },
): Promise<HitRate> {
  const k = options.k ?? 5
  const missed: string[] = []
  for (const question of questions) {
    const results = await knowledge.search({
      tenantId: options.tenantId,
      collection: question.collection,
      query: question.question,
      limit: k,
      mode: options.mode,
    })
    const hit = results.some(
      (result) =>
        result.metadata.path === question.source &&
        (result.metadata.headings as string[] | undefined)?.includes(question.section),
    )
    if (!hit) missed.push(question.id)
  }
  const hits = questions.length - missed.length
  return { mode: options.mode, k, hits, total: questions.length, rate: hits / questions.length, missed }
}
