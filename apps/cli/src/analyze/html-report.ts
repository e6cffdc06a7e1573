import type { AnalysisRun, DecodedAudio, EvidenceSummary } from '@mindwire/analyst'
import { evidenceMarks } from './evidence-marks.ts'
import { spectrogramSvg } from './spectrogram-svg.ts'
import { waveformSvg } from './waveform-svg.ts'

/** One analysed file for the report: its name, the decoded audio (for the pictures) and the run. */
export interface AnalysedFile {
  file: string
  audio: DecodedAudio
  run: AnalysisRun
}

/**
 * A self-contained HTML page (no scripts, no external files): per file the waveform and a spectrogram with
 * the times and frequencies the findings' evidence names marked on them, each finding with the evidence
 * behind it drawn as score bars, and the experiments that ran.
 */
export function htmlReport(files: readonly AnalysedFile[]): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mindwire analysis</title>',
    `<style>${STYLE}</style></head><body><h1>Mindwire analysis</h1>`,
    ...files.map(section),
    '</body></html>',
  ].join('\n')
}

function section({ file, audio, run }: AnalysedFile): string {
  const channel = audio.channels[0] ?? new Float32Array(0)
  const evidence = new Map(
    [...run.probeEvidence, ...run.rounds.flatMap((r) => r.outcomes.flatMap((o) => o.evidence))].map((e) => [
      e.id,
      e,
    ]),
  )
  const findings = run.final.findings.map((finding) => {
    const rows = [
      ...finding.supportingEvidence.map((id) => evidenceRow(evidence.get(id), id, true)),
      ...finding.contradictingEvidence.map((id) => evidenceRow(evidence.get(id), id, false)),
    ]
    return `<div class="finding"><h3>${esc(finding.label)} <small>confidence ${finding.confidence}</small></h3><table>${rows.join('')}</table></div>`
  })
  const marks = evidenceMarks(run.final.findings, evidence)
  const experiments = run.rounds.flatMap((round) =>
    round.outcomes.map(({ experiment, ms }) => {
      const status =
        experiment.failureReasons.length > 0
          ? `refused: ${experiment.failureReasons.join('; ')}`
          : `ran in ${Math.round(ms)} ms`
      return `<li><code>${esc(experiment.id)}</code> ${esc(experiment.hypothesisId ?? '')} [${esc(experiment.pipelineSummary.join(' → '))}] ${esc(status)}</li>`
    }),
  )
  return [
    `<section><h2>${esc(file)}</h2>`,
    `<p>${esc(run.final.summary)} ${run.experimentsUsed} experiments, ${run.ms} ms, planner ${esc(run.planner)}; ${audio.sampleRate} Hz, ${audio.channels.length} ch, ${(audio.durationMs / 1000).toFixed(2)} s.</p>`,
    `<h3>Waveform</h3>${waveformSvg(channel, audio.sampleRate, marks.times)}`,
    `<h3>Spectrogram</h3>${spectrogramSvg(channel, audio.sampleRate, { marks: marks.frequencies })}`,
    `<h3>Findings</h3>${findings.join('') || '<p>No defect found.</p>'}`,
    run.final.uncertainty.length > 0
      ? `<h3>Uncertainty</h3><ul>${run.final.uncertainty.map((u) => `<li>${esc(u)}</li>`).join('')}</ul>`
      : '',
    `<h3>Experiments</h3><ol>${experiments.join('')}</ol></section>`,
  ].join('\n')
}

/** One piece of evidence: a bar of its score (green supports, red contradicts) and its values. */
function evidenceRow(item: EvidenceSummary | undefined, id: string, supports: boolean): string {
  const score = typeof item?.values.score === 'number' ? item.values.score : (item?.confidence ?? 0)
  const bar = `<svg width="160" height="14" role="img" aria-label="score ${score}"><rect width="160" height="14" fill="#eee"/><rect width="${(160 * Math.min(1, Math.max(0, score))).toFixed(0)}" height="14" fill="${supports ? '#2e7d32' : '#c62828'}"/></svg>`
  const values = item ? esc(JSON.stringify(item.values)) : 'missing'
  return `<tr><td><code>${esc(id)}</code></td><td>${supports ? 'supports' : 'contradicts'}</td><td>${bar}</td><td>${esc(item?.producerModuleId ?? '')}</td><td class="values">${values}</td></tr>`
}

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

const STYLE =
  'body{font:14px system-ui,sans-serif;margin:2em;max-width:1000px}svg{display:block;margin:.3em 0}table{border-collapse:collapse}td{padding:2px 8px;border-bottom:1px solid #ddd;vertical-align:middle}.values{font:12px monospace;color:#555;word-break:break-all}section{border-top:2px solid #333;margin-top:2em}'
