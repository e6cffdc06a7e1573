import type { EvidenceSummary } from '@mindwire/analyst'
import { evidenceMarks, spectrogramSvg, waveformSvg } from '@mindwire/analyst/report'
import { useEffect, useMemo, useState } from 'react'
import { useAnalystWords } from './analyst-words.ts'
import type { RunView } from './run-view.ts'

/** Every piece of evidence the run streamed, by id. */
export function evidenceById(view: RunView): Map<string, EvidenceSummary> {
  const all = view.rounds.flatMap((r) => [...r.probe, ...r.experiments.flatMap((e) => e.evidence)])
  return new Map(all.map((e) => [e.id, e]))
}

interface Decoded {
  samples: Float32Array
  sampleRate: number
}

// The pictures are the report's own SVG (the CLI's HTML report draws the same), shown as images so the page
// never inserts markup; the marks' labels are in each picture's alt text.
const asImage = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`

/**
 * The uploaded take's waveform and spectrogram, decoded in the browser once the run has concluded, with every
 * time and frequency the findings' evidence names marked on them.
 */
export function TakePictures({ file, view }: { file: File; view: RunView }) {
  const say = useAnalystWords()
  const [audio, setAudio] = useState<Decoded | 'failed'>()
  useEffect(() => {
    let live = true
    // The browser's own decoder (WAV, FLAC, MP3 …); a one-sample offline context is enough to decode with.
    const context = new OfflineAudioContext(1, 1, 48_000)
    file
      .arrayBuffer()
      .then((bytes) => context.decodeAudioData(bytes))
      .then(
        (buffer) => live && setAudio({ samples: buffer.getChannelData(0), sampleRate: buffer.sampleRate }),
        () => live && setAudio('failed'),
      )
    return () => {
      live = false
    }
  }, [file])
  const final = view.final
  const pictures = useMemo(() => {
    if (!final || !audio || audio === 'failed') return undefined
    const marks = evidenceMarks(final.conclusion.findings, evidenceById(view))
    const described = [
      ...marks.times.map(
        (m) => `${m.label} ${(m.startMs / 1000).toFixed(2)}–${(m.endMs / 1000).toFixed(2)} s`,
      ),
      ...marks.frequencies.map((m) => m.label),
    ].join('; ')
    return {
      described,
      waveform: asImage(waveformSvg(audio.samples, audio.sampleRate, marks.times)),
      spectrogram: asImage(
        spectrogramSvg(audio.samples, audio.sampleRate, { marks: marks.frequencies, times: marks.times }),
      ),
    }
  }, [audio, final, view])
  if (!final) return null
  if (audio === 'failed') return <p className="analyst-meta">{say.picturesUnavailable}</p>
  if (!pictures) return null
  return (
    <section className="analyst-pictures" data-testid="take-pictures" data-marks={pictures.described}>
      <h3>{say.waveform}</h3>
      <img src={pictures.waveform} alt={`${say.waveform}: ${pictures.described}`} width={800} height={150} />
      <h3>{say.spectrogram}</h3>
      <img
        src={pictures.spectrogram}
        alt={`${say.spectrogram}: ${pictures.described}`}
        width={800}
        height={260}
      />
    </section>
  )
}
