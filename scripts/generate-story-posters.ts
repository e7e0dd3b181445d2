// Writes the 비비큐 스토리 posters (our own flat SVG artwork, 480×270, one per seeded video) into public/images/story/.
// The gallery shows these instead of YouTube thumbnails, so nothing is fetched from a third party before a click.
// Deterministic: the same seed data always gives byte-identical files. Usage: npx tsx scripts/generate-story-posters.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { storyVideos } from '../server/db/seed/data/story-videos';
import type { SeedStoryVideo } from '../server/db/seed/types';

const PRIMARY = '#E52143';
const INK = '#3A1F12';
const FONT = "'Pretendard', 'Noto Sans KR', sans-serif";
const WIDTH = 480;
const HEIGHT = 270;
/** Posters stay small: the gallery loads a dozen at a time on mobile data. */
const MAX_BYTES = 4 * 1024;
const BACKGROUNDS = ['#3A1F12', '#5C2C0C', '#8E1D10', '#2F3A45', '#1F4D3A', '#4A2E5C'];
const ACCENTS = ['#F6C343', '#F7CF7A', '#FFE08A', '#F07A5A', '#EDB873', '#FFD9DF'];
/** Longest title line before it wraps (Korean glyphs at 26 px in a 420 px column). */
const LINE_CHARS = 15;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Splits a title into at most two lines, breaking at the space nearest the middle when it is too long. */
function titleLines(title: string): string[] {
  if (title.length <= LINE_CHARS) return [title];
  const spaces = [...title.matchAll(/ /g)].map((match) => match.index ?? 0);
  const middle = title.length / 2;
  const cut = spaces.sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle))[0] ?? LINE_CHARS;
  return [title.slice(0, cut).trim(), title.slice(cut).trim()];
}

/** Stripes and rings that differ per poster, so the grid does not look like one picture repeated. */
function pattern(id: number, accent: string): string {
  const ring = `<circle cx="${380 - (id % 5) * 12}" cy="${70 + (id % 3) * 20}" r="${90 + (id % 4) * 10}" fill="none" stroke="${accent}" stroke-width="18" opacity=".12"/>`;
  const stripes = Array.from(
    { length: 4 },
    (_, i) =>
      `<rect x="${-40 + i * 44 + (id % 6) * 6}" y="-20" width="16" height="320" fill="${accent}" opacity=".06" transform="rotate(24)"/>`,
  ).join('');
  return ring + stripes;
}

function poster(video: SeedStoryVideo): string {
  const background = BACKGROUNDS[video.id % BACKGROUNDS.length] ?? INK;
  const accent = ACCENTS[(video.id * 5) % ACCENTS.length] ?? '#F6C343';
  const lines = titleLines(video.title);
  const firstY = lines.length === 1 ? 222 : 196;
  const title = lines
    .map(
      (line, i) =>
        `<text x="30" y="${firstY + i * 32}" font-family="${FONT}" font-size="26" font-weight="800" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  const body =
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${background}"/>${pattern(video.id, accent)}` +
    `<rect x="30" y="30" width="118" height="28" rx="14" fill="${PRIMARY}"/>` +
    `<text x="89" y="50" font-family="${FONT}" font-size="14" font-weight="800" fill="#fff" text-anchor="middle">STORY ${String(video.id).padStart(2, '0')}</text>` +
    `<circle cx="240" cy="112" r="34" fill="#fff" opacity=".92"/><path d="M229 95L258 112 229 129Z" fill="${PRIMARY}"/>` +
    `<rect x="30" y="${firstY - 42}" width="48" height="6" rx="3" fill="${accent}"/>${title}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><title>${escapeXml(video.title)}</title>${body}</svg>\n`;
}

for (const video of storyVideos) {
  const content = poster(video);
  const bytes = Buffer.byteLength(content);
  if (bytes >= MAX_BYTES) throw new Error(`${video.posterUrl} is ${bytes} bytes; keep posters under ${MAX_BYTES}`);
  const path = join('public', video.posterUrl);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}
console.log(`wrote ${storyVideos.length} posters under public/images/story`);
