import { describe, expect, it } from 'vitest'
import { chunkDocument } from './chunk-document.ts'
import { chunkText } from './chunk-text.ts'
import { parseFrontMatter } from './front-matter.ts'

const MARKDOWN = `---
id: xialgo://eq-parametric-v2
title: Parametric EQ
tags: [EQ, "peaking, bell", 均衡]
cpuMips: 2.5
certification: ISO 26262 QM
production: true
aliases:
  - peq
  - bell eq
---
# Parametric EQ

## Overview 概述

A peaking filter. 它提升或衰减一个频段。

## Parameters 参数

### Gain

- \`gain\`：±15 dB。

\`\`\`
## not a heading
\`\`\`
`

describe('front matter', () => {
  it('reads strings, numbers, booleans and inline and block lists', () => {
    const { data, body } = parseFrontMatter(MARKDOWN)
    expect(data).toEqual({
      id: 'xialgo://eq-parametric-v2',
      title: 'Parametric EQ',
      tags: ['EQ', 'peaking, bell', '均衡'],
      cpuMips: 2.5,
      certification: 'ISO 26262 QM',
      production: true,
      aliases: ['peq', 'bell eq'],
    })
    expect(body.startsWith('# Parametric EQ')).toBe(true)
    expect(parseFrontMatter('no front matter')).toEqual({ data: {}, body: 'no front matter' })
  })
})

describe('chunking a Markdown document', () => {
  it('makes one chunk per section with front matter, title, heading path and section as metadata', () => {
    const chunks = chunkDocument({
      source: 'xialgo://eq-parametric-v2',
      format: 'markdown',
      content: MARKDOWN,
      metadata: { path: 'eq.md' },
    })
    expect(chunks.map((c) => c.metadata.headings)).toEqual([['Overview 概述'], ['Parameters 参数', 'Gain']])
    expect(chunks[1]!.metadata).toMatchObject({
      path: 'eq.md',
      format: 'markdown',
      id: 'xialgo://eq-parametric-v2',
      title: 'Parametric EQ',
      tags: ['EQ', 'peaking, bell', '均衡'],
      section: 'Gain',
    })
    expect(chunks[0]!.content).toBe('A peaking filter. 它提升或衰减一个频段。')
    expect(chunks[0]!.context).toContain('Parametric EQ › Overview 概述')
    // A heading inside a code fence is text.
    expect(chunks[1]!.content).toContain('## not a heading')
  })
})

describe('chunking text', () => {
  it('cuts only at Chinese and English sentence ends when a paragraph is too long', () => {
    const sentence = '这是一个用来测试分块的句子，它足够长。'
    const text = sentence.repeat(20)
    const chunks = chunkText(text, { maxChars: 100 })
    expect(chunks.length).toBeGreaterThan(1)
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(100)
      expect(chunk.endsWith('。')).toBe(true)
    }
    expect(chunks.join('')).toBe(text)
    const english = chunkText('One sentence here. Another one there! A third? '.repeat(10), { maxChars: 60 })
    for (const chunk of english) expect(chunk).toMatch(/[.!?]$/)
  })

  it('keeps paragraphs whole when they fit, and splits a sentence longer than a chunk at a comma', () => {
    expect(chunkText('第一段。\n\n第二段。', { maxChars: 100 })).toEqual(['第一段。\n\n第二段。'])
    const long = `${'很长的从句，'.repeat(30)}结束。`
    for (const chunk of chunkText(long, { maxChars: 50 })) expect(chunk.length).toBeLessThanOrEqual(50)
  })
})

describe('chunking JSON records', () => {
  it('makes passages of each record’s text fields and metadata of its other fields', () => {
    const chunks = chunkDocument({
      source: 'projects.json',
      format: 'json',
      records: [
        {
          id: 'p-1',
          name: 'Model Y cabin',
          description: '低音不足，提升 low shelf。',
          vehicle: 'SUV',
          year: 2024,
        },
        { id: 'p-2', vehicle: 'sedan', speakers: ['tweeter', 'woofer'] },
      ],
    })
    expect(chunks).toHaveLength(2)
    expect(chunks[0]).toMatchObject({
      content: '低音不足，提升 low shelf。',
      context: 'Model Y cabin',
      metadata: { recordId: 'p-1', title: 'Model Y cabin', vehicle: 'SUV', year: 2024, format: 'json' },
    })
    expect(chunks[1]!.content).toBe('vehicle: sedan\nspeakers: tweeter, woofer')
    expect(chunks[1]!.metadata).toMatchObject({ recordId: 'p-2', speakers: ['tweeter', 'woofer'] })
  })
})
