import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type ConfigFolder, copyShippedConfig, FRAGRANCE_FUNCTION } from '../testing/config-folder.ts'
import { Catalogue } from './catalogue.ts'
import { CatalogueError } from './catalogue-error.ts'

let folder: ConfigFolder
afterEach(() => folder?.remove())

/** The error a catalogue over `folder` fails with at start-up. */
function startupError(): CatalogueError {
  try {
    new Catalogue({ functionsDir: folder.functionsDir, promptsDir: folder.promptsDir })
  } catch (error) {
    if (error instanceof CatalogueError) return error
    throw error
  }
  throw new Error('the catalogue loaded')
}

const withParameter = (name: string, spec: unknown) => ({
  ...FRAGRANCE_FUNCTION,
  parameters: {
    ...FRAGRANCE_FUNCTION.parameters,
    properties: { ...FRAGRANCE_FUNCTION.parameters.properties, [name]: spec },
  },
})

describe('loading the catalogue from configuration', () => {
  it('loads the shipped functions and a new one written beside them', () => {
    folder = copyShippedConfig()
    folder.writeFunction('control_fragrance', FRAGRANCE_FUNCTION)
    const catalogue = new Catalogue({ functionsDir: folder.functionsDir, promptsDir: folder.promptsDir })
    expect(catalogue.functions).toHaveLength(14)
    expect(catalogue.get('control_fragrance')?.domain).toBe('vehicle_control')
    expect(
      catalogue.get('control_fragrance')?.parameters.safeParse({ action: 'on', scent: 'ocean' }).success,
    ).toBe(true)
    catalogue.close()
  })

  it.each([
    [
      'a range upside down',
      withParameter('intensity', { type: 'integer', minimum: 5, maximum: 1 }),
      'parameters.properties.intensity.minimum',
      /above maximum/,
    ],
    [
      'an unknown parameter type',
      withParameter('intensity', { type: 'float' }),
      'parameters.properties.intensity.type',
      /.+/,
    ],
    ['a misspelt key', { ...FRAGRANCE_FUNCTION, descripton: 'x' }, '', /descripton/],
    [
      'a handler nobody wrote',
      { ...FRAGRANCE_FUNCTION, handler: 'control_fragrance' },
      'handler',
      /no handler named "control_fragrance"/,
    ],
    [
      'a requirement on a missing parameter',
      { ...FRAGRANCE_FUNCTION, requiredWhen: [{ actions: ['on'], field: 'level', hint: '1–3' }] },
      'requiredWhen.0',
      /"level" is not a parameter/,
    ],
    [
      'a requirement on an action that does not exist',
      { ...FRAGRANCE_FUNCTION, requiredWhen: [{ actions: ['spray'], field: 'scent', hint: '香型' }] },
      'requiredWhen.0.actions',
      /"spray"/,
    ],
    [
      'words for a value the function lacks',
      { ...FRAGRANCE_FUNCTION, lexicon: { objects: ['香氛'], values: { scent: { rose: ['玫瑰'] } } } },
      'lexicon.values.scent.rose',
      /"rose" is not a value of scent/,
    ],
    [
      'a gazetteer for a parameter with fixed values',
      { ...FRAGRANCE_FUNCTION, lexicon: { values: {}, names: { action: ['喷'] } } },
      'lexicon.names.action',
      /"action" is not a free-text parameter/,
    ],
    [
      'a name unlike its file',
      { ...FRAGRANCE_FUNCTION, name: 'control_perfume' },
      'name',
      /control_perfume\.json/,
    ],
  ])('stops at start-up on %s, naming the file and the field', (_, content, field, message) => {
    folder = copyShippedConfig()
    folder.writeFunction('control_fragrance', content)
    const error = startupError()
    expect(error.code).toBe('catalogue_invalid')
    const issue = error.issues.find((i) => i.field === field)
    expect(issue?.file).toBe(join(folder.functionsDir, 'control_fragrance.json'))
    expect(issue?.message).toMatch(message)
    expect(error.message).toContain('control_fragrance.json')
  })

  it('stops on a file that is not JSON', () => {
    folder = copyShippedConfig()
    folder.writeFunction('control_fragrance', '{ "name": "control_fragrance", ')
    expect(startupError().issues[0]?.file).toBe(join(folder.functionsDir, 'control_fragrance.json'))
  })

  it('stops on a system prompt without the place for the vehicle state', () => {
    folder = copyShippedConfig()
    writeFileSync(join(folder.promptsDir, 'system.md'), '你是小智。')
    const error = startupError()
    expect(error.issues).toEqual([
      {
        file: join(folder.promptsDir, 'system.md'),
        field: '{{vehicle_state}}',
        message: 'must appear exactly once',
      },
    ])
  })
})
