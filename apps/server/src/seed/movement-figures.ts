import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { runTool } from '../platform/tools.js';
import { MOVEMENTS, type Movement, type Point, type Pose, type Prop } from './movement-poses.js';

/**
 * The starter exercises drawn as what they are (issue 29, item 9): a stick figure in the exercise's two
 * poses, rendered from SVG with sharp; and, where ffmpeg is installed, a short clip of the figure moving
 * between them. No words in the pictures: the exercise's title says it in the reader's language.
 */

const WIDTH = 1200;
const HEIGHT = 800;

const mix = (a: number, b: number, t: number) => a + (b - a) * t;
const mixPoint = (a: Point, b: Point, t: number): Point => [mix(a[0], b[0], t), mix(a[1], b[1], t)];

/** The pose a fraction t of the way from `from` to `to` (limbs "B" fall back on "A"). */
function between(from: Pose, to: Pose, t: number): Pose {
  const get = (p: Pose, k: keyof Pose): Point => {
    const b = { elbowB: 'elbow', handB: 'hand', kneeB: 'knee', footB: 'foot', back: 'neck' } as const;
    if (k === 'back') return p.back ?? mixPoint(p.neck, p.hip, 0.5);
    return p[k] ?? p[b[k as keyof typeof b] as keyof Pose]!;
  };
  const keys: (keyof Pose)[] = [
    'head',
    'neck',
    'back',
    'hip',
    'elbow',
    'hand',
    'knee',
    'foot',
    'elbowB',
    'handB',
    'kneeB',
    'footB',
  ];
  return Object.fromEntries(keys.map((k) => [k, mixPoint(get(from, k), get(to, k), t)])) as unknown as Pose;
}

const line = (points: Point[]) => points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

function figure(p: Pose, colour: string, opacity: number): string {
  const back = p.back ?? mixPoint(p.neck, p.hip, 0.5);
  const limb = (a: Point, b: Point, c: Point, width: number, tone = colour) =>
    `<polyline points="${line([a, b, c])}" fill="none" stroke="${tone}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const far = `${colour}" stroke-opacity="0.55`;
  return `<g opacity="${opacity}">
    ${limb(p.hip, p.kneeB ?? p.knee, p.footB ?? p.foot, 26, far)}
    ${limb(p.neck, p.elbowB ?? p.elbow, p.handB ?? p.hand, 22, far)}
    <path d="M${line([p.neck])} Q${line([back])} ${line([p.hip])}" fill="none" stroke="${colour}" stroke-width="34" stroke-linecap="round"/>
    ${limb(p.hip, p.knee, p.foot, 28)}
    ${limb(p.neck, p.elbow, p.hand, 24)}
    <circle cx="${p.head[0]}" cy="${p.head[1]}" r="42" fill="${colour}"/>
  </g>`;
}

function props(list: Prop[] = []): string {
  const shapes: Record<Prop, string> = {
    wall: `<rect x="830" y="120" width="40" height="580" fill="#ffffff" fill-opacity="0.55"/>`,
    chair: `<g fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="16" stroke-linecap="round">
      <polyline points="470,360 470,545 660,545"/><line x1="480" y1="545" x2="480" y2="700"/><line x1="650" y1="545" x2="650" y2="700"/></g>`,
    step: `<rect x="640" y="630" width="200" height="70" rx="8" fill="#ffffff" fill-opacity="0.6"/>`,
    mat: `<rect x="180" y="700" width="840" height="14" rx="7" fill="#ffffff" fill-opacity="0.6"/>`,
  };
  return list.map((p) => shapes[p]).join('');
}

function scene(movement: Movement, hue: number, poses: Array<{ pose: Pose; opacity: number }>): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,92%)"/><stop offset="1" stop-color="hsl(${hue},45%,78%)"/>
    </linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
    <rect y="700" width="${WIDTH}" height="100" fill="hsl(${hue},35%,62%)"/>
    ${props(movement.props)}
    ${poses.map(({ pose, opacity }) => figure(pose, `hsl(${(hue + 190) % 360},45%,28%)`, opacity)).join('')}
  </svg>`;
}

/** The exercises that have a drawing. */
export const DRAWN_EXERCISES = Object.keys(MOVEMENTS);

/** A PNG of the exercise: its first pose faint behind its second. */
export async function drawMovement(title: string, hue = 200): Promise<Buffer> {
  const movement = MOVEMENTS[title];
  if (!movement) throw new Error(`No drawing for ${title}`);
  const svg = scene(movement, hue, [
    { pose: movement.from, opacity: 0.3 },
    { pose: movement.to, opacity: 1 },
  ]);
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/** Frames per second of the clips, and frames of one movement there and back. */
const FPS = 12;
const CYCLE = 24;

/**
 * An MP4 of the figure moving there and back twice (four seconds, 600 px wide), written to `out`. Needs
 * ffmpeg (throws a ToolError without it).
 */
export async function animateMovement(title: string, out: string, hue = 200): Promise<void> {
  const movement = MOVEMENTS[title];
  if (!movement) throw new Error(`No drawing for ${title}`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'stride-movement-'));
  try {
    await Promise.all(
      Array.from({ length: CYCLE }, async (_, i) => {
        // Ease in and out: there in the first half of the cycle, back in the second.
        const t = (1 - Math.cos((2 * Math.PI * i) / CYCLE)) / 2;
        const svg = scene(movement, hue, [{ pose: between(movement.from, movement.to, t), opacity: 1 }]);
        const png = await sharp(Buffer.from(svg)).resize(600).png({ compressionLevel: 1 }).toBuffer();
        await writeFile(path.join(dir, `f${String(i).padStart(3, '0')}.png`), png);
      }),
    );
    await runTool(
      'ffmpeg',
      [
        ...['-v', 'error', '-y', '-stream_loop', '1', '-framerate', String(FPS), '-i', path.join(dir, 'f%03d.png')],
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', out],
      ],
      { timeoutMs: 60_000 },
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** animateMovement into a buffer. */
export async function movementClip(title: string, hue?: number): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'stride-clip-'));
  try {
    const out = path.join(dir, 'clip.mp4');
    await animateMovement(title, out, hue);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
