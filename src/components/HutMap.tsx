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

/** The picture's shape, as hut-map.css draws it (aspect-ratio: 4 / 3). */
const MAP_ASPECT = 4 / 3;

export interface MapPin extends GeoPoint {
  id: string;
  /** The number shown on the pin and beside the hut in the list. */
  number?: number;
  /** A place name written beside the pin (the hut's city), once per name. */
  caption?: string;
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
  const box = viewBoxAround(frame, placed.map((entry) => entry.at), { aspect: MAP_ASPECT, minSpan });
  // Pins keep one size on screen whatever the zoom: sizes are a share of the box width.
  const unit = box.width / 100;
  const searched = placed.filter((entry) => entry.pin.kind === 'searched');
  const groups = clusterPins(
    placed.filter((entry) => entry.pin.kind !== 'searched'),
    unit * 4,
  );
  // One caption per place name, none that would overlap one already written, and on the pin's
  // left where the right would run off the picture (widths estimated from the letter count).
  const fontSize = unit * 3.4;
  const written: { name: string; left: number; right: number; y: number }[] = [];
  const captionOf = (group: PinGroup): { text: string; anchor: 'start' | 'end' } | null => {
    if (!group.caption || written.some((entry) => entry.name === group.caption)) return null;
    const width = group.caption.length * fontSize * 0.62;
    const onLeft = group.at.x + unit * 3.6 + width > box.x + box.width;
    const left = onLeft ? group.at.x - unit * 3.6 - width : group.at.x + unit * 3.6;
    const y = group.at.y - unit * 2;
    if (written.some((entry) => Math.abs(entry.y - y) < fontSize * 1.1 && left < entry.right && entry.left < left + width)) return null;
    written.push({ name: group.caption, left, right: left + width, y });
    return { text: group.caption, anchor: onLeft ? 'end' : 'start' };
  };

  return (
    <svg
      className="hut-map"
      role="img"
      aria-label={label}
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
    >
      <rect className="hut-map__sea" x={box.x} y={box.y} width={box.width} height={box.height} />
      <path className="hut-map__neighbours" d={frame.neighbours} strokeWidth={unit * 0.15} />
      <path className="hut-map__country" d={frame.country} strokeWidth={unit * 0.2} />
      {searched.map(({ pin, at }) => (
        <g key={pin.id} className="hut-map__searched">
          <circle cx={at.x} cy={at.y} r={unit * 2.6} className="hut-map__searched-halo" />
          <circle cx={at.x} cy={at.y} r={unit * 1.2} strokeWidth={unit * 0.5} />
        </g>
      ))}
      {groups.map((group) => {
        const caption = captionOf(group);
        return (
          <g key={group.key} className={`hut-map__pin hut-map__pin--${group.kind}`} transform={`translate(${group.at.x} ${group.at.y})`}>
            {caption ? (
              <text
                className="hut-map__caption"
                x={caption.anchor === 'start' ? unit * 3.6 : -unit * 3.6}
                y={-unit * 2}
                textAnchor={caption.anchor}
                fontSize={fontSize}
                strokeWidth={unit * 0.9}
              >
                {caption.text}
              </text>
            ) : null}
            {/* a drop pin whose tip is the hut's position */}
            <path
              d={`M0 0 C ${-unit * 1.2} ${-unit * 2.4} ${-unit * 2.8} ${-unit * 3.4} ${-unit * 2.8} ${-unit * 5} A ${unit * 2.8} ${unit * 2.8} 0 1 1 ${unit * 2.8} ${-unit * 5} C ${unit * 2.8} ${-unit * 3.4} ${unit * 1.2} ${-unit * 2.4} 0 0 Z`}
              strokeWidth={unit * 0.35}
            />
            {group.label ? (
              <text y={-unit * 5} fontSize={unit * (group.label.length <= 2 ? 3.2 : 2.2)} textAnchor="middle" dominantBaseline="central">
                {group.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

interface PinGroup {
  key: string;
  at: { x: number; y: number };
  kind: 'hut' | 'closed';
  /** '2', '1–4' or '1, 3': the numbers of the huts under one pin. */
  label: string;
  caption?: string;
}

/**
 * Pins closer than `distance` (view units) share one pin, so a city's huts stay readable at a
 * region's zoom: the pin shows their numbers ('1–4'), open when any of them is.
 */
function clusterPins(entries: readonly { pin: MapPin; at: { x: number; y: number } }[], distance: number): PinGroup[] {
  const groups: { at: { x: number; y: number }; members: MapPin[] }[] = [];
  for (const { pin, at } of entries) {
    const near = groups.find((group) => Math.hypot(group.at.x - at.x, group.at.y - at.y) < distance);
    if (near) near.members.push(pin);
    else groups.push({ at, members: [pin] });
  }
  return groups.map(({ at, members }) => {
    const numbers = members.flatMap((member) => (member.number === undefined ? [] : [member.number])).sort((a, b) => a - b);
    const consecutive = numbers.length > 2 && numbers.every((value, index) => index === 0 || value === numbers[index - 1]! + 1);
    return {
      key: members.map((member) => member.id).join('|'),
      at,
      kind: members.some((member) => member.kind === 'hut') ? 'hut' : 'closed',
      label: consecutive ? `${numbers[0]}–${numbers.at(-1)}` : numbers.join(', '),
      caption: members.find((member) => member.caption)?.caption,
    };
  });
}
