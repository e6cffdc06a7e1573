import { parameterDefinition } from '@mindwire/synth/catalogue'
import type { CanvasNode } from '@mindwire/synth/graph'
import { type PointerEvent, useRef } from 'react'
import { XY_AXES } from './xy-axes.ts'

const SIZE = 160

/** Two parameters on one pad: drag to set x and y at once, within each parameter's range. */
export function XyPad({
  node,
  onChange,
}: {
  node: CanvasNode
  onChange: (name: string, value: number) => void
}) {
  const pad = useRef<HTMLDivElement>(null)
  const axes = XY_AXES[node.type]
  const x = axes && parameterDefinition(node.type, axes.x)
  const y = axes && parameterDefinition(node.type, axes.y)
  if (!axes || x?.type !== 'number' || y?.type !== 'number') return null
  const xValue = Number(node.params[axes.x] ?? x.default)
  const yValue = Number(node.params[axes.y] ?? y.default)

  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (event.buttons !== 1 || !pad.current) return
    const box = pad.current.getBoundingClientRect()
    const fx = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width))
    const fy = Math.min(1, Math.max(0, 1 - (event.clientY - box.top) / box.height))
    onChange(axes.x, x.min + fx * (x.max - x.min))
    onChange(axes.y, y.min + fy * (y.max - y.min))
  }

  return (
    <div className="xy-pad-wrap">
      <div
        ref={pad}
        className="xy-pad"
        role="slider"
        aria-label={`${axes.x} × ${axes.y}`}
        aria-valuenow={xValue}
        tabIndex={0}
        style={{ width: SIZE, height: SIZE }}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId)
          move(event)
        }}
        onPointerMove={move}
      >
        <span
          className="xy-pad__dot"
          style={{
            left: `${((xValue - x.min) / (x.max - x.min)) * 100}%`,
            bottom: `${((yValue - y.min) / (y.max - y.min)) * 100}%`,
          }}
        />
      </div>
      <small>
        x: {axes.x} {xValue} · y: {axes.y} {yValue}
      </small>
    </div>
  )
}
