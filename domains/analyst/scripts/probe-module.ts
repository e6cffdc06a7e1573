// Dev aid: runs detector modules alone (default params) on every case of a case file, as the executor feeds
// them (the mono mix, and the channels), and prints one JSON line per case and module: id, truth, module,
// the verdict's values. Much faster than whole runs when reading detectors' statistics against the truth.
// Run: node domains/analyst/scripts/probe-module.ts CASES MODULE-ID[,MODULE-ID…] [ID-FILTER] [PARAMS-JSON]
// PARAMS-JSON overrides the modules' defaults (e.g. '{"prominenceDb":3}' to read a statistic below its threshold).
import { mixToMono } from '../src/audio/mix-to-mono.ts'
import { buildCase } from '../src/eval/build-case.ts'
import { readCases } from '../src/eval/case-file.ts'
import { deliver } from '../src/eval/real/deliver.ts'
import { ANALYSIS_MODULES } from '../src/modules/catalogue.ts'

const [casesPath, moduleIds, filter, overrides] = process.argv.slice(2)
if (!casesPath || !moduleIds)
  throw new Error('usage: probe-module.ts CASES MODULE-ID[,MODULE-ID…] [ID-FILTER] [PARAMS-JSON]')
const modules = moduleIds.split(',').map((id) => {
  const module = ANALYSIS_MODULES.find((m) => m.summary.id === id)
  if (!module) throw new Error(`no module ${id}`)
  return module
})
for (const description of await readCases(casesPath)) {
  if (filter && !description.id.includes(filter)) continue
  const { audio: built, truth } = buildCase(description)
  const audio = await deliver(built, description.delivery)
  const input = {
    format: 'audio' as const,
    sampleRate: audio.sampleRate,
    samples: mixToMono(audio),
    ...(audio.channels.length > 1 && { channels: audio.channels }),
  }
  for (const module of modules) {
    const { evidence } = await module.run(input, module.params.parse(JSON.parse(overrides || '{}')), {
      evidenceId: 'probe',
    })
    const verdict = evidence.find((e) => e.category === 'anomaly') ?? evidence[0]
    const line = { id: description.id, truth, module: module.summary.id, ...verdict?.values }
    process.stdout.write(`${JSON.stringify(line)}\n`)
  }
}
