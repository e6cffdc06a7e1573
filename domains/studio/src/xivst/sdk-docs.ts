import { readdirSync, readFileSync } from 'node:fs'

/** The knowledge collection of the XVST SDK documents (domains/studio/knowledge/xvst-sdk). */
export const XVST_SDK_COLLECTION = 'xvst-sdk'

export interface SdkDoc {
  source: string
  title: string
  tags: string[]
  content: string
}

const folder = new URL('../../knowledge/xvst-sdk/', import.meta.url)

/** Reads the SDK documents and their front matter (id, title, tags). */
function load(): SdkDoc[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const text = readFileSync(new URL(name, folder), 'utf8')
      const [, head = '', body = text] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? []
      const field = (key: string) => new RegExp(`^${key}: (.*)$`, 'm').exec(head)?.[1]?.trim() ?? ''
      const tags = field('tags')
        .replace(/^\[|\]$/g, '')
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean)
      return { source: field('id') || name, title: field('title') || name, tags, content: body.trim() }
    })
}

export const SDK_DOCS = load()

/**
 * The SDK documents for a question without a knowledge index: a tag said in the question counts most
 * (it names the topic), then title words. Documents that match nothing are not returned.
 */
export function searchSdkDocs(question: string, limit = 3): Array<SdkDoc & { score: number }> {
  const text = question.toLowerCase()
  const words = new Set(text.match(/[a-z][a-z-]+/g) ?? [])
  return SDK_DOCS.map((doc) => {
    const tagHits = doc.tags.filter((tag) => text.includes(tag)).length
    const titleHits = (doc.title.toLowerCase().match(/[a-z][a-z-]+/g) ?? []).filter(
      (word) => word.length > 4 && words.has(word),
    ).length
    return { ...doc, score: tagHits * 2 + titleHits }
  })
    .filter((doc) => doc.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
}
