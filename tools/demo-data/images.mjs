// @ts-check
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Demo pictures, drawn locally: an SVG composed from gradients and simple shapes (mandalas, lotuses,
 * Himalayan ridges, river ghats with floating lamps), rendered by sharp and written as WebP. No text (fonts
 * may be missing), no network. The same name always gives the same picture.
 *
 * Motifs: 'mandala' | 'lotus' | 'mountains' | 'river' | 'sun'. Kinds: 'cover' (1200 x 630, the size of a
 * share preview) | 'gallery' (800 x 600) | 'hero' (1600 x 700, a home slide's wide picture) | 'heroMobile'
 * (750 x 1000, its tall picture for phones).
 */
export const DEMO_IMAGE_SIZES = {
  cover: { width: 1200, height: 630 },
  gallery: { width: 800, height: 600 },
  hero: { width: 1600, height: 700 },
  heroMobile: { width: 750, height: 1000 },
};
/** Folder under the uploads directory, and URL prefix under `/uploads/`. */
export const DEMO_IMAGE_FOLDER = 'demo';
const NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export function demoImageUrl(name) {
  return `/uploads/${DEMO_IMAGE_FOLDER}/${name}.webp`;
}
export function demoImagePath(uploadsDir, name) {
  return path.join(uploadsDir, DEMO_IMAGE_FOLDER, `${name}.webp`);
}
/** Collects the pictures the demo content refers to, and hands out their URLs. */
export class DemoImageSet {
  byName = new Map();
  cover(name, motif) {
    return this.add({ name, kind: 'cover', motif });
  }
  gallery(name, motif) {
    return this.add({ name, kind: 'gallery', motif });
  }
  hero(name, motif) {
    return this.add({ name, kind: 'hero', motif });
  }
  heroMobile(name, motif) {
    return this.add({ name, kind: 'heroMobile', motif });
  }
  get specs() {
    return [...this.byName.values()];
  }
  add(spec) {
    if (!NAME_PATTERN.test(spec.name)) throw new Error(`Bad demo image name: ${spec.name}`);
    const existing = this.byName.get(spec.name);
    if (existing && (existing.kind !== spec.kind || existing.motif !== spec.motif)) {
      throw new Error(`Demo image ${spec.name} is declared twice with different looks`);
    }
    this.byName.set(spec.name, spec);
    return demoImageUrl(spec.name);
  }
}
/**
 * Writes every picture that is not on disk yet (existing files are kept, so restarts stay fast). Each file
 * is written under a temporary name and renamed, so an interrupted run never leaves a half-written image.
 */
export async function writeDemoImages(uploadsDir, specs) {
  const started = performance.now();
  const folder = path.join(uploadsDir, DEMO_IMAGE_FOLDER);
  mkdirSync(folder, { recursive: true });
  const missing = specs.filter((spec) => !existsSync(demoImagePath(uploadsDir, spec.name)));
  await Promise.all(
    missing.map(async (spec) => {
      const target = demoImagePath(uploadsDir, spec.name);
      const temporary = `${target}.${process.pid}.tmp`;
      const { width, height } = DEMO_IMAGE_SIZES[spec.kind];
      try {
        await sharp(Buffer.from(demoImageSvg(spec.name, spec.motif, width, height)))
          .webp({ quality: 78, effort: 2 })
          .toFile(temporary);
        renameSync(temporary, target);
      } catch (error) {
        rmSync(temporary, { force: true });
        throw error;
      }
    }),
  );
  return {
    written: missing.length,
    skipped: specs.length - missing.length,
    milliseconds: Math.round(performance.now() - started),
  };
}
/** Warm saffron, marigold, vermilion and teal tones. */
const PALETTES = [
  {
    skyTop: '#7c2d12',
    skyBottom: '#fb923c',
    accent: '#f97316',
    glow: '#fde68a',
    deep: '#431407',
    light: '#fff7ed',
  },
  {
    skyTop: '#0f4c4a',
    skyBottom: '#f59e0b',
    accent: '#14b8a6',
    glow: '#fde68a',
    deep: '#042f2e',
    light: '#fefce8',
  },
  {
    skyTop: '#7f1d1d',
    skyBottom: '#f59e0b',
    accent: '#dc2626',
    glow: '#fef08a',
    deep: '#450a0a',
    light: '#fffbeb',
  },
  {
    skyTop: '#312e81',
    skyBottom: '#fb923c',
    accent: '#ea580c',
    glow: '#fed7aa',
    deep: '#1e1b4b',
    light: '#fff7ed',
  },
  {
    skyTop: '#9a3412',
    skyBottom: '#fcd34d',
    accent: '#0d9488',
    glow: '#fffbeb',
    deep: '#134e4a',
    light: '#fefce8',
  },
  {
    skyTop: '#831843',
    skyBottom: '#fdba74',
    accent: '#f472b6',
    glow: '#ffedd5',
    deep: '#500724',
    light: '#fff1f2',
  },
];
/** FNV-1a: a stable 32-bit hash of the picture's name. */
function hash(text) {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}
/** mulberry32: a small deterministic random source. */
function randomSource(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const r1 = (value) => Math.round(value * 10) / 10;
/** The SVG source of one picture. */
export function demoImageSvg(name, motif, width, height) {
  const seed = hash(name);
  const canvas = {
    width,
    height,
    palette: PALETTES[seed % PALETTES.length],
    random: randomSource(seed),
  };
  const body = DRAWINGS[motif](canvas);
  const { palette } = canvas;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${palette.glow}" stop-opacity="0.95"/><stop offset="0.45" stop-color="${palette.glow}" stop-opacity="0.35"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.accent}" stop-opacity="0.85"/><stop offset="1" stop-color="${palette.deep}"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
${body}
${bokeh(canvas)}
<rect width="${width}" height="${height}" fill="url(#vignette)"/>
</svg>`;
}
const DRAWINGS = {
  mandala: drawMandala,
  lotus: drawLotus,
  mountains: drawMountains,
  river: drawRiver,
  sun: drawSun,
};
function glowCircle(cx, cy, radius) {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="url(#glow)"/>`;
}
/** Soft circles of light scattered over the picture. */
function bokeh({ width, height, palette, random }) {
  const count = 10 + Math.floor(random() * 8);
  const circles = [];
  for (let i = 0; i < count; i += 1) {
    const radius = (0.01 + random() * 0.035) * width;
    circles.push(
      `<circle cx="${r1(random() * width)}" cy="${r1(random() * height)}" r="${r1(radius)}" fill="${palette.light}" opacity="${(0.05 + random() * 0.12).toFixed(2)}"/>`,
    );
  }
  return circles.join('');
}
/** Rings of petals around a centre, like a rangoli or a yantra. */
function mandala(cx, cy, size, { palette, random }) {
  const parts = [glowCircle(cx, cy, size * 1.5)];
  const rings = 4 + Math.floor(random() * 2);
  const colours = [palette.light, palette.glow, palette.accent, palette.skyBottom, palette.light];
  for (let ring = rings; ring >= 1; ring -= 1) {
    const radius = (size * ring) / rings;
    const petals = 8 + ring * 4;
    const petalLength = (size / rings) * 0.95;
    const petalWidth = ((Math.PI * radius) / petals) * 0.9;
    const colour = colours[ring % colours.length];
    const offset = random() * 30;
    const group = [];
    for (let p = 0; p < petals; p += 1) {
      const angle = r1(offset + (360 / petals) * p);
      group.push(
        `<ellipse cx="${r1(cx)}" cy="${r1(cy - radius + petalLength / 2)}" rx="${r1(petalWidth / 2)}" ry="${r1(petalLength / 2)}" transform="rotate(${angle} ${r1(cx)} ${r1(cy)})"/>`,
      );
    }
    parts.push(`<g fill="${colour}" opacity="${(0.55 + ring * 0.06).toFixed(2)}">${group.join('')}</g>`);
    parts.push(
      `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius - petalLength)}" fill="none" stroke="${palette.light}" stroke-opacity="0.5" stroke-width="${r1(size * 0.012)}"/>`,
    );
  }
  parts.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(size * 0.12)}" fill="${palette.deep}"/>`);
  parts.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(size * 0.06)}" fill="${palette.glow}"/>`);
  return parts.join('');
}
function drawMandala(canvas) {
  const { width, height, random } = canvas;
  const size = Math.min(width, height) * (0.36 + random() * 0.06);
  const cx = width * (0.35 + random() * 0.3);
  const small = Math.min(width, height) * 0.16;
  return [
    mandala(cx, height / 2, size, canvas),
    mandala(cx > width / 2 ? width * 0.12 : width * 0.88, height * 0.2, small, canvas),
  ].join('');
}
/** A lotus: layers of pointed petals opening upwards from a base point. */
function lotus(cx, baseY, size, { palette }) {
  const layers = [
    { count: 9, spread: 150, length: 0.75, colour: palette.skyBottom },
    { count: 7, spread: 110, length: 0.95, colour: palette.accent },
    { count: 5, spread: 60, length: 1, colour: palette.light },
  ];
  const parts = [glowCircle(cx, baseY - size * 0.5, size * 1.6)];
  for (const layer of layers) {
    const length = size * layer.length;
    const half = length * 0.28;
    const petal = `M ${r1(cx)} ${r1(baseY)} C ${r1(cx - half)} ${r1(baseY - length * 0.45)} ${r1(cx - half * 0.4)} ${r1(baseY - length * 0.85)} ${r1(cx)} ${r1(baseY - length)} C ${r1(cx + half * 0.4)} ${r1(baseY - length * 0.85)} ${r1(cx + half)} ${r1(baseY - length * 0.45)} ${r1(cx)} ${r1(baseY)} Z`;
    const group = [];
    for (let i = 0; i < layer.count; i += 1) {
      const angle = layer.count === 1 ? 0 : -layer.spread / 2 + (layer.spread / (layer.count - 1)) * i;
      group.push(`<path d="${petal}" transform="rotate(${r1(angle)} ${r1(cx)} ${r1(baseY)})"/>`);
    }
    parts.push(
      `<g fill="${layer.colour}" stroke="${palette.deep}" stroke-opacity="0.35" stroke-width="${r1(size * 0.01)}" opacity="0.92">${group.join('')}</g>`,
    );
  }
  return parts.join('');
}
function waterBand(top, { width, height, palette, random }) {
  const parts = [
    `<rect x="0" y="${r1(top)}" width="${width}" height="${r1(height - top)}" fill="url(#water)"/>`,
  ];
  const lines = 7;
  for (let i = 0; i < lines; i += 1) {
    const y = top + ((height - top) * (i + 0.6)) / lines;
    const x = random() * width * 0.6;
    const length = width * (0.15 + random() * 0.3);
    parts.push(
      `<line x1="${r1(x)}" y1="${r1(y)}" x2="${r1(x + length)}" y2="${r1(y)}" stroke="${palette.glow}" stroke-opacity="0.35" stroke-width="${r1(height * 0.006)}" stroke-linecap="round"/>`,
    );
  }
  return parts.join('');
}
function drawLotus(canvas) {
  const { width, height, palette, random } = canvas;
  const waterTop = height * 0.68;
  const size = height * (0.42 + random() * 0.06);
  const cx = width * (0.4 + random() * 0.2);
  const pads = [];
  for (let i = 0; i < 4; i += 1) {
    const px = random() * width;
    const py = waterTop + (height - waterTop) * (0.3 + random() * 0.6);
    pads.push(
      `<ellipse cx="${r1(px)}" cy="${r1(py)}" rx="${r1(width * 0.07)}" ry="${r1(height * 0.025)}" fill="${palette.deep}" opacity="0.7"/>`,
    );
  }
  return [
    glowCircle(cx, height * 0.3, height * 0.6),
    waterBand(waterTop, canvas),
    pads.join(''),
    lotus(cx, waterTop + height * 0.04, size, canvas),
  ].join('');
}
/** A jagged ridge from the left edge to the right edge, filled down to the bottom. */
function ridge(baseY, roughness, fill, opacity, { width, height, random }) {
  const steps = 9;
  const points = [`0,${height}`];
  for (let i = 0; i <= steps; i += 1) {
    const x = (width * i) / steps;
    const y = baseY - random() * roughness * height;
    points.push(`${r1(x)},${r1(y)}`);
  }
  points.push(`${width},${height}`);
  return `<polygon points="${points.join(' ')}" fill="${fill}" opacity="${opacity}"/>`;
}
function drawMountains(canvas) {
  const { width, height, palette, random } = canvas;
  const sunX = width * (0.25 + random() * 0.5);
  const sunY = height * (0.3 + random() * 0.1);
  const riverPath = `M ${r1(width * 0.42)} ${height} C ${r1(width * 0.48)} ${r1(height * 0.85)} ${r1(width * 0.56)} ${r1(height * 0.82)} ${r1(width * 0.5)} ${r1(height * 0.74)} L ${r1(width * 0.53)} ${r1(height * 0.74)} C ${r1(width * 0.62)} ${r1(height * 0.84)} ${r1(width * 0.6)} ${r1(height * 0.9)} ${r1(width * 0.66)} ${height} Z`;
  return [
    glowCircle(sunX, sunY, height * 0.5),
    `<circle cx="${r1(sunX)}" cy="${r1(sunY)}" r="${r1(height * 0.09)}" fill="${palette.glow}"/>`,
    ridge(height * 0.55, 0.22, palette.accent, 0.45, canvas),
    ridge(height * 0.66, 0.16, palette.skyTop, 0.7, canvas),
    ridge(height * 0.78, 0.1, palette.deep, 0.9, canvas),
    `<path d="${riverPath}" fill="${palette.glow}" opacity="0.55"/>`,
  ].join('');
}
/** Ghat steps, temple spires, the river and floating lamps (diyas) at dusk. */
function drawRiver(canvas) {
  const { width, height, palette, random } = canvas;
  const waterTop = height * 0.62;
  const parts = [glowCircle(width * 0.7, waterTop, height * 0.55)];
  parts.push(
    `<circle cx="${r1(width * 0.7)}" cy="${r1(waterTop - height * 0.02)}" r="${r1(height * 0.08)}" fill="${palette.glow}"/>`,
  );
  // Temple spires (shikharas) on the far bank.
  const spires = 3 + Math.floor(random() * 3);
  for (let i = 0; i < spires; i += 1) {
    const x = width * (0.05 + (0.5 * i) / spires + random() * 0.04);
    const w = width * (0.05 + random() * 0.04);
    const h = height * (0.22 + random() * 0.15);
    parts.push(
      `<path d="M ${r1(x)} ${r1(waterTop)} L ${r1(x)} ${r1(waterTop - h * 0.45)} Q ${r1(x + w / 2)} ${r1(waterTop - h * 1.05)} ${r1(x + w)} ${r1(waterTop - h * 0.45)} L ${r1(x + w)} ${r1(waterTop)} Z" fill="${palette.deep}" opacity="0.85"/>`,
      `<line x1="${r1(x + w / 2)}" y1="${r1(waterTop - h * 0.8)}" x2="${r1(x + w / 2)}" y2="${r1(waterTop - h * 0.98)}" stroke="${palette.deep}" stroke-width="${r1(width * 0.003)}"/>`,
    );
  }
  // Steps of the ghat.
  for (let step = 0; step < 5; step += 1) {
    const y = waterTop - height * 0.02 * (5 - step);
    parts.push(
      `<rect x="0" y="${r1(y)}" width="${r1(width * (0.62 - step * 0.02))}" height="${r1(height * 0.02)}" fill="${palette.skyTop}" opacity="${(0.5 + step * 0.08).toFixed(2)}"/>`,
    );
  }
  parts.push(waterBand(waterTop, canvas));
  // Floating lamps.
  const lamps = 9 + Math.floor(random() * 6);
  for (let i = 0; i < lamps; i += 1) {
    const x = random() * width;
    const y = waterTop + (height - waterTop) * (0.15 + random() * 0.8);
    const scale = 0.6 + ((y - waterTop) / (height - waterTop)) * 0.8;
    const w = width * 0.018 * scale;
    parts.push(
      glowCircle(x, y - w * 0.6, w * 3),
      `<path d="M ${r1(x - w)} ${r1(y)} Q ${r1(x)} ${r1(y + w * 0.9)} ${r1(x + w)} ${r1(y)} Z" fill="${palette.accent}"/>`,
      `<ellipse cx="${r1(x)}" cy="${r1(y - w * 0.55)}" rx="${r1(w * 0.28)}" ry="${r1(w * 0.6)}" fill="${palette.glow}"/>`,
    );
  }
  return parts.join('');
}
/** A rising sun with rays over gentle hills. */
function drawSun(canvas) {
  const { width, height, palette, random } = canvas;
  const cx = width * (0.3 + random() * 0.4);
  const cy = height * 0.62;
  const rays = [];
  const count = 18;
  for (let i = 0; i < count; i += 1) {
    const angle = (Math.PI * (i + 0.5)) / count;
    const inner = height * 0.2;
    const outer = height * (0.55 + random() * 0.25);
    const spread = Math.PI / count / 3;
    const point = (a, r) => `${r1(cx - Math.cos(a) * r)},${r1(cy - Math.sin(a) * r)}`;
    rays.push(
      `<polygon points="${point(angle - spread, inner)} ${point(angle, outer)} ${point(angle + spread, inner)}"/>`,
    );
  }
  return [
    glowCircle(cx, cy, height * 0.8),
    `<g fill="${palette.glow}" opacity="0.35">${rays.join('')}</g>`,
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(height * 0.16)}" fill="${palette.glow}"/>`,
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(height * 0.12)}" fill="${palette.light}" opacity="0.8"/>`,
    ridge(height * 0.7, 0.06, palette.accent, 0.75, canvas),
    ridge(height * 0.82, 0.05, palette.deep, 0.9, canvas),
  ].join('');
}
