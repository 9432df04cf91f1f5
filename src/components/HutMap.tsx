import { useEffect, useState } from 'react';
import type { Market } from '../domain/markets/ids';
import { projectPoint, viewBoxAround, type GeoPoint, type MapOutline } from '../domain/map/projection';
import './hut-map.css';

/**
 * The drawn map (checklist 10-G3, used by /map/ and the hut page): the market's country outline
 * (Natural Earth, pre-projected by scripts/build-map-outlines.mjs), numbered hut pins and the
 * searched point. It is a picture (role img with a label): the list of huts beside it, with the same
 * numbers, is the interface. Each market's outline is its own lazy chunk, precached with the
 * others, so the map draws offline too.
 */

const OUTLINES = import.meta.glob<{ default: MapOutline }>('../domain/map/outlines/*.json');

function loadOutline(market: Market): Promise<MapOutline> | null {
  const load = OUTLINES[`../domain/map/outlines/${market}.json`];
  return load ? load().then((module) => module.default) : null;
}

export interface MapPin extends GeoPoint {
  id: string;
  /** The number shown on the pin and beside the hut in the list. */
  number?: number;
  kind: 'hut' | 'closed' | 'searched';
}

interface Props {
  market: Market;
  pins: readonly MapPin[];
  /** What the picture shows, for screen readers ('Map of 3 restaurants near …'). */
  label: string;
  /** Share of the frame's shorter side shown at least (a lone hut still shows its region). */
  minSpan?: number;
}

export function HutMap({ market, pins, label, minSpan = 0.3 }: Props) {
  const [outline, setOutline] = useState<{ market: Market; value: MapOutline } | null>(null);

  useEffect(() => {
    let stopped = false;
    void loadOutline(market)?.then((value) => {
      if (!stopped) setOutline({ market, value });
    });
    return () => {
      stopped = true;
    };
  }, [market]);

  if (!outline || outline.market !== market) {
    return <div className="hut-map hut-map--loading" role="img" aria-label={label} />;
  }
  const frame = outline.value;
  const placed = pins.map((pin) => ({ pin, at: projectPoint(frame, pin) }));
  const box = viewBoxAround(frame, placed.map((entry) => entry.at), minSpan);
  // Pins keep one size on screen whatever the zoom: sizes are a share of the box width.
  const unit = box.width / 100;
  // Huts last so they sit above the searched point; a closed hut under an open one.
  const order = { searched: 0, closed: 1, hut: 2 } as const;
  const drawn = [...placed].sort((a, b) => order[a.pin.kind] - order[b.pin.kind]);

  return (
    <svg
      className="hut-map"
      role="img"
      aria-label={label}
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
      preserveAspectRatio="xMidYMid slice"
    >
      <rect className="hut-map__sea" x={box.x} y={box.y} width={box.width} height={box.height} />
      <path className="hut-map__neighbours" d={frame.neighbours} strokeWidth={unit * 0.15} />
      <path className="hut-map__country" d={frame.country} strokeWidth={unit * 0.2} />
      {drawn.map(({ pin, at }) =>
        pin.kind === 'searched' ? (
          <g key={pin.id} className="hut-map__searched">
            <circle cx={at.x} cy={at.y} r={unit * 2.6} className="hut-map__searched-halo" />
            <circle cx={at.x} cy={at.y} r={unit * 1.2} strokeWidth={unit * 0.5} />
          </g>
        ) : (
          <g key={pin.id} className={`hut-map__pin hut-map__pin--${pin.kind}`} transform={`translate(${at.x} ${at.y})`}>
            {/* a drop pin whose tip is the hut's position */}
            <path
              d={`M0 0 C ${-unit * 1.2} ${-unit * 2.4} ${-unit * 2.8} ${-unit * 3.4} ${-unit * 2.8} ${-unit * 5} A ${unit * 2.8} ${unit * 2.8} 0 1 1 ${unit * 2.8} ${-unit * 5} C ${unit * 2.8} ${-unit * 3.4} ${unit * 1.2} ${-unit * 2.4} 0 0 Z`}
              strokeWidth={unit * 0.35}
            />
            {pin.number !== undefined ? (
              <text y={-unit * 5} fontSize={unit * 3.2} textAnchor="middle" dominantBaseline="central">
                {pin.number}
              </text>
            ) : null}
          </g>
        ),
      )}
    </svg>
  );
}
