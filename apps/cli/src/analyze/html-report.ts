import type { AnalysisRun, DecodedAudio, EvidenceSummary } from '@mindwire/analyst'
import {
  defectName,
  evidenceMarks,
  evidenceWords,
  findingSentence,
  spectrogramSvg,
  waveformSvg,
} from '@mindwire/analyst/report'

/** One analysed file for the report: its name, the decoded audio (for the pictures) and the run. */
export interface AnalysedFile {
  file: string
  audio: DecodedAudio
  run: AnalysisRun
}

/**
 * A self-contained HTML page (no scripts, no external files) an audio engineer reads: per file the waveform and
 * a spectrogram with axes and a colour scale, every time and frequency the findings' evidence names marked on
 * both; each finding in plain words (when, where, how strong, how sure) with its evidence said in words; the
 * evidence ids and raw values only inside a details fold.
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
    const words = evidenceWords(finding, evidence)
      .map((line) => `<li>${esc(line)}</li>`)
      .join('')
    const rows = [
      ...finding.supportingEvidence.map((id) => evidenceRow(evidence.get(id), id, true)),
      ...finding.contradictingEvidence.map((id) => evidenceRow(evidence.get(id), id, false)),
    ]
    return [
      `<div class="finding" data-label="${esc(finding.label)}"><h3>${esc(defectName(finding.label))} <small>confidence ${Math.round(finding.confidence * 100)} %</small></h3>`,
      `<p>${esc(findingSentence(finding, evidence, audio.durationMs))}</p>`,
      `<ul class="evidence-words">${words}</ul>`,
      `<details><summary>Evidence ids and raw values</summary><table>${rows.join('')}</table></details></div>`,
    ].join('')
  })
  const marks = evidenceMarks(run.final.findings, evidence)
  const experiments = run.rounds.flatMap((round) =>
    round.outcomes.map(({ experiment, ms }) => {
      const status =
        experiment.failureReasons.length > 0
          ? `refused: ${experiment.failureReasons.join('; ')}`
          : `ran in ${Math.round(ms)} ms`
      return `<li>${esc(experiment.pipelineSummary.join(' → '))}: ${esc(status)} <small><code>${esc(experiment.id)}</code> ${esc(experiment.hypothesisId ?? '')}</small></li>`
    }),
  )
  return [
    `<section><h2>${esc(file)}</h2>`,
    `<p>${esc(run.final.summary)}</p>`,
    `<p class="meta">${audio.sampleRate} Hz, ${audio.channels.length} ch, ${(audio.durationMs / 1000).toFixed(2)} s; ${run.experimentsUsed} experiments in ${run.ms} ms, planner ${esc(run.planner)}.</p>`,
    `<h3>Waveform</h3>${waveformSvg(channel, audio.sampleRate, marks.times)}`,
    `<h3>Spectrogram</h3>${spectrogramSvg(channel, audio.sampleRate, { marks: marks.frequencies, times: marks.times })}`,
    `<h3>Findings</h3>${findings.join('') || '<p>No defect found.</p>'}`,
    run.final.uncertainty.length > 0
      ? `<h3>Uncertainty</h3><ul>${run.final.uncertainty.map((u) => `<li>${esc(u)}</li>`).join('')}</ul>`
      : '',
    `<details><summary>Experiments (${experiments.length})</summary><ol>${experiments.join('')}</ol></details></section>`,
  ].join('\n')
}

/** One piece of evidence for the details fold: its id, its side, its module and its raw values. */
function evidenceRow(item: EvidenceSummary | undefined, id: string, supports: boolean): string {
  const values = item ? esc(JSON.stringify(item.values)) : 'missing'
  return `<tr><td><code>${esc(id)}</code></td><td>${supports ? 'supports' : 'contradicts'}</td><td>${esc(item?.producerModuleId ?? '')}</td><td class="values">${values}</td></tr>`
}

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

const STYLE =
  'body{font:14px system-ui,sans-serif;margin:2em;max-width:1000px}svg{display:block;margin:.3em 0}table{border-collapse:collapse}td{padding:2px 8px;border-bottom:1px solid #ddd;vertical-align:middle}.values{font:12px monospace;color:#555;word-break:break-all}section{border-top:2px solid #333;margin-top:2em}.finding{border-left:4px solid #e53935;padding:.2em .8em;margin:.8em 0}.finding p{margin:.3em 0}.evidence-words{margin:.2em 0;color:#333}.meta{color:#555}details{margin:.4em 0}summary{cursor:pointer;color:#555}'
