import { createRequire } from 'node:module'
import type { Jieba } from '@node-rs/jieba'

const require = createRequire(import.meta.url)
let shared: Jieba | undefined

/** The process-wide jieba segmenter with its bundled dictionary, loaded on first use (~0.2 s). */
export function jieba(): Jieba {
  if (!shared) {
    // The package is CommonJS with a native binding; require is how it documents loading it.
    const { Jieba } = require('@node-rs/jieba') as typeof import('@node-rs/jieba')
    const { dict } = require('@node-rs/jieba/dict') as typeof import('@node-rs/jieba/dict.js')
    shared = Jieba.withDict(dict)
  }
  return shared
}
