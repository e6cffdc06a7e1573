export * from './evidence-marks.ts'
export * from './finding-words.ts'
export * from './spectrogram-svg.ts'
export * from './waveform-svg.ts'
