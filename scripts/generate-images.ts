// Writes the demo franchise's artwork (our own flat SVG illustrations) into public/images/, one file per image
// the seed data references, plus the logo. Deterministic: the same seed data always gives byte-identical files.
// Usage: npx tsx scripts/generate-images.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { seedData } from '../server/db/seed/data/index';
import type { SeedBanner, SeedBranch, SeedCategory, SeedEvent, SeedGrade, SeedMenu } from '../server/db/seed/types';
import { FRANCHISE_PROFILE } from '../src/franchise/profile';

/** The franchise profile's primary colour: a swapped profile regenerates the artwork in its colour. */
const PRIMARY = FRANCHISE_PROFILE.theme.primary;
const INK = '#3A1F12';
const FONT = "'Pretendard', 'Noto Sans KR', sans-serif";
/** Each file stays small so pages load fast on mobile data. */
const MAX_BYTES = 6 * 1024;
const WARM = ['#FFF3E0', '#FFEBD6', '#FDF0DC', '#FFE9DF', '#FFF6E8', '#FCEBD2'];

interface Coat {
  readonly body: string;
  readonly shade: string;
  readonly light: string;
}
const COATS = {
  fried: { body: '#E3A23B', shade: '#B9731F', light: '#F7CF7A' },
  red: { body: '#C9361F', shade: '#8E1D10', light: '#F07A5A' },
  soy: { body: '#8A4A1C', shade: '#5C2C0C', light: '#C98A4E' },
  honey: { body: '#E9A52A', shade: '#B56D12', light: '#FFE08A' },
  bbq: { body: '#9C3B1C', shade: '#5E1F0C', light: '#D9774B' },
  roast: { body: '#C98238', shade: '#7F4515', light: '#EDB873' },
} satisfies Record<string, Coat>;

/** A small seeded generator (mulberry32) so scattered toppings are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (value: number) => Math.round(value * 10) / 10;
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const at = (x: number, y: number, scale = 1, angle = 0) =>
  `translate(${x} ${y})${angle ? ` rotate(${angle})` : ''}${scale !== 1 ? ` scale(${scale})` : ''}`;

/** Parses 'x,y,a x,y,a …' into coordinate triples (a missing third value is 0). */
function points(spec: string): [number, number, number][] {
  return spec.split(' ').map((triple) => {
    const [x = 0, y = 0, a = 0] = triple.split(',').map(Number);
    return [x, y, a];
  });
}

/** An SVG document with fixed size; the title is its alternative text (what the picture shows). */
function svg(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><title>${escapeXml(title)}</title>${body}</svg>\n`;
}

function text(x: number, y: number, size: number, content: string, fill = INK, anchor = 'start'): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="800" fill="${fill}" text-anchor="${anchor}">${escapeXml(content)}</text>`;
}

const CRUMBS = points('-30,-70,5 10,-78,4 36,-55,6 -46,-22,5 20,-25,4 45,-4,5 -14,6,6 -34,26,4 16,30,5 0,-46,4');

/** A drumstick, meat up and bone down, about 220 units tall before scaling. */
function drumstick(coat: Coat, style: 'crispy' | 'glazed' | 'grilled'): string {
  const texture =
    style === 'crispy'
      ? `<g fill="${coat.shade}" opacity=".45">${CRUMBS.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`).join('')}</g>`
      : style === 'grilled'
        ? `<path d="M-45-40L35-70M-55 0L50-35M-35 34L55 4" stroke="${coat.shade}" stroke-width="8" stroke-linecap="round" opacity=".7"/>`
        : '<path d="M-40-62C-30-86 8-92 26-82" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round" opacity=".45"/>';
  return (
    '<g fill="#FFF6E6" stroke="#E8D3B0" stroke-width="4"><circle cx="-13" cy="112" r="15"/><circle cx="13" cy="112" r="15"/><rect x="-11" y="40" width="22" height="74" rx="11"/></g>' +
    `<path d="M0-95C60-95 80-36 60 8 46 38 22 46 13 62H-13C-22 46-46 38-60 8-80-36-60-95 0-95Z" fill="${coat.body}"/>` +
    `<path d="M-60 8C-46 38-22 46-13 62H13C22 46 46 38 60 8 38 32-38 32-60 8Z" fill="${coat.shade}" opacity=".55"/>` +
    `<ellipse cx="-24" cy="-48" rx="13" ry="28" transform="rotate(18 -24 -48)" fill="${coat.light}" opacity=".75"/>${texture}`
  );
}

function nuggets(coat: Coat, glazed: boolean): string {
  return points('-70,-40,20 10,-65,-15 75,-25,35 -55,40,-30 25,15,10 80,55,-20 -10,75,25')
    .map(
      ([x, y, a]) =>
        `<g transform="${at(x, y, 1, a)}"><ellipse rx="42" ry="30" fill="${coat.body}"/><ellipse cy="10" rx="36" ry="16" fill="${coat.shade}" opacity=".45"/><ellipse cx="-14" cy="-10" rx="12" ry="6" fill="${glazed ? '#fff' : coat.light}" opacity=".6"/></g>`,
    )
    .join('');
}

function wholeChicken(coat: Coat, style: 'crispy' | 'grilled'): string {
  return (
    `<ellipse cy="-10" rx="108" ry="80" fill="${coat.body}"/><ellipse cy="20" rx="96" ry="46" fill="${coat.shade}" opacity=".4"/>` +
    `<ellipse cx="-35" cy="-40" rx="40" ry="18" fill="${coat.light}" opacity=".6"/>` +
    (style === 'grilled'
      ? `<path d="M-60-30L10-60M-40 10L50-30" stroke="${coat.shade}" stroke-width="9" stroke-linecap="round" opacity=".6"/>`
      : '') +
    `<g transform="${at(-78, 28, 0.55, 60)}">${drumstick(coat, style)}</g><g transform="${at(78, 28, 0.55, -60)}">${drumstick(coat, style)}</g>`
  );
}

function friesCarton(): string {
  const sticks = [-48, -30, -12, 6, 24, 42]
    .map(
      (x, i) =>
        `<rect x="${x}" y="${-118 + (i % 3) * 14}" width="15" height="120" rx="4" transform="rotate(${(i - 2.5) * 4} ${x} 0)"/>`,
    )
    .join('');
  return `<g fill="#F6C343" stroke="#D99A22" stroke-width="2">${sticks}</g><path d="M-72-14H72L56 112H-56Z" fill="${PRIMARY}"/><path d="M-66 20H66" stroke="#fff" stroke-width="10" opacity=".85"/>`;
}

function cheeseBalls(): string {
  return `<path d="M-115 20H115L92 95H-92Z" fill="${PRIMARY}"/>${points('-62,20 0,30 62,20 -32,-30 32,-30')
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="40" fill="#E6A640"/><circle cx="${x - 12}" cy="${y - 12}" r="11" fill="#FBD78A"/>`,
    )
    .join('')}<path d="M-115 58H115" stroke="#fff" stroke-width="8" opacity=".8"/>`;
}

function bowl(fill: string, content: string): string {
  return `<ellipse cy="10" rx="130" ry="70" fill="#fff" stroke="#EAD9C4" stroke-width="6"/><ellipse cy="6" rx="112" ry="54" fill="${fill}"/>${content}`;
}

function bottle(fill: string, label: string): string {
  return (
    `<path d="M-18-150H18V-125C18-110 46-100 46-70V112C46 126 36 136 20 136H-20C-36 136-46 126-46 112V-70C-46-100-18-110-18-125Z" fill="${fill}"/>` +
    `<rect x="-22" y="-165" width="44" height="22" rx="5" fill="${PRIMARY}"/><rect x="-46" y="-20" width="92" height="60" fill="${label}"/>` +
    '<rect x="-34" y="-88" width="12" height="200" rx="6" fill="#fff" opacity=".25"/>'
  );
}

function beerMug(): string {
  const foam = [-60, -30, 0, 30, 60].map((x) => `<circle cx="${x}" cy="-96" r="26"/>`).join('');
  return (
    `<path d="M70-40H100C122-40 122 60 100 60H70" fill="none" stroke="#E6EEF2" stroke-width="16"/>` +
    `<rect x="-78" y="-100" width="156" height="215" rx="16" fill="#F2B134" stroke="#E6EEF2" stroke-width="8"/>` +
    `<g fill="#fff">${foam}</g><g fill="#FFE08A">${points('-30,10 20,50 40,-20 -10,80')
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6"/>`)
      .join('')}</g><rect x="-58" y="-60" width="14" height="150" rx="7" fill="#fff" opacity=".35"/>`
  );
}

function beerCan(fill: string): string {
  return (
    `<rect x="-58" y="-120" width="116" height="240" rx="16" fill="${fill}"/><ellipse cy="-118" rx="58" ry="12" fill="#D9DEE2"/>` +
    `<rect x="-58" y="-20" width="116" height="46" fill="${PRIMARY}"/><rect x="-40" y="-100" width="14" height="200" rx="7" fill="#fff" opacity=".3"/>`
  );
}

/** Scattered toppings inside a plate of radius 110 around the origin. */
function toppings(kind: string, seed: number): string {
  const random = seeded(seed);
  const shapes: Record<string, (x: number, y: number, a: number) => string> = {
    sesame: (x, y, a) =>
      `<ellipse cx="${x}" cy="${y}" rx="4" ry="2.2" transform="rotate(${a} ${x} ${y})" fill="#FFF4D6"/>`,
    onion: (x, y) =>
      `<circle cx="${x}" cy="${y}" r="8" fill="#5BAF4A"/><circle cx="${x}" cy="${y}" r="4" fill="#D8F0C4"/>`,
    garlic: (x, y) => `<ellipse cx="${x}" cy="${y}" rx="8" ry="6" fill="#F5E2B8" stroke="#D9B877" stroke-width="2"/>`,
    cheese: (x, y) => `<circle cx="${x}" cy="${y}" r="3.5" fill="#FFD84D"/>`,
    herb: (x, y, a) => `<ellipse cx="${x}" cy="${y}" rx="7" ry="3" transform="rotate(${a} ${x} ${y})" fill="#3F8F3A"/>`,
    chili: (x, y, a) =>
      `<ellipse cx="${x}" cy="${y}" rx="6" ry="3" transform="rotate(${a} ${x} ${y})" fill="#E8402F"/>`,
  };
  const shape = shapes[kind];
  if (!shape) return '';
  const count = kind === 'cheese' ? 40 : 16;
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * 105;
    out += shape(r1(Math.cos(angle) * distance), r1(Math.sin(angle) * distance), Math.round(random() * 180));
  }
  return out;
}

interface Look {
  readonly coat: Coat;
  readonly style: 'crispy' | 'glazed' | 'grilled';
  readonly topping: string;
}

/** Garnish and sauce colour by words in the menu name; the first matching row wins. */
const TOPPING_WORDS: readonly (readonly [string, readonly string[]])[] = [
  ['cheese', ['치즈']],
  ['garlic', ['마늘', '갈릭']],
  ['onion', ['파채']],
  ['herb', ['허브']],
  ['chili', ['매운', '고추장']],
  ['sesame', ['양념', '간장', '꿀', '데리야키']],
];
const COAT_WORDS: readonly (readonly [Coat, readonly string[]])[] = [
  [COATS.soy, ['간장', '데리야키']],
  [COATS.honey, ['꿀']],
  [COATS.bbq, ['바비큐']],
  [COATS.red, ['양념', '매운', '고추장']],
];

/** The sauce colour, surface and garnish a chicken menu is drawn with, read from its category and name. */
function lookOf(menu: SeedMenu): Look {
  const grilled = menu.categoryId === 3;
  const topping = TOPPING_WORDS.find(([, words]) => has(menu.menuName, ...words))?.[0] ?? '';
  const coat =
    COAT_WORDS.find(([, words]) => has(menu.menuName, ...words))?.[0] ?? (grilled ? COATS.roast : COATS.fried);
  const style = grilled ? 'grilled' : coat === COATS.fried ? 'crispy' : 'glazed';
  return { coat, style, topping };
}

/** The dish drawn around the origin of a 400-unit canvas (no plate). */
function dish(menu: SeedMenu): string {
  const name = menu.menuName;
  const look = lookOf(menu);
  const stick = (x: number, y: number, angle: number, scale: number, coat = look.coat, style = look.style) =>
    `<g transform="${at(x, y, scale, angle)}">${drumstick(coat, style)}</g>`;
  if (menu.categoryId === 6) {
    if (name.includes('생맥주')) return beerMug();
    if (menu.adultOnly) return beerCan(name.includes('에일') ? '#2F6B4F' : '#1F4E8C');
    if (name.includes('사이다')) return bottle('#3FA66B', '#E9F7EE');
    return bottle(name.includes('제로') ? '#1B1B1B' : '#5A2314', '#fff');
  }
  if (menu.categoryId === 5) {
    if (name.includes('치즈볼')) return cheeseBalls();
    if (name.includes('감자튀김')) return friesCarton();
    if (name.includes('웨지')) {
      return bowl(
        '#F3E3C8',
        points('-55,-15,-20 5,-25,15 60,-5,-35 -35,30,160 30,30,190')
          .map(
            ([x, y, a]) =>
              `<path d="M-48 14Q0-44 48 14Q0 0-48 14Z" transform="${at(x, y, 1, a)}" fill="#E8B04F" stroke="#9A5B22" stroke-width="5" stroke-linejoin="round"/>`,
          )
          .join(''),
      );
    }
    if (name.includes('떡볶이')) {
      return bowl(
        '#E97A5F',
        points('-60,-10,20 -10,-25,-15 45,-5,30 -35,25,-30 25,28,10 70,25,-20')
          .map(
            ([x, y, a]) =>
              `<rect x="-26" y="-9" width="52" height="18" rx="9" transform="${at(x, y, 1, a)}" fill="#FFF3E3"/>`,
          )
          .join(''),
      );
    }
    if (name.includes('샐러드'))
      return bowl(
        '#FFF1C7',
        toppings('cheese', menu.id).replace(/#FFD84D/g, '#F2C230') + toppings('herb', menu.id + 1),
      );
    if (name.includes('소스')) {
      return [
        [-85, '#C9361F'],
        [0, '#F0C04A'],
        [85, '#F3E6C4'],
      ]
        .map(
          ([x, fill]) =>
            `<g transform="translate(${x} 10)"><path d="M-40-20L-32 50H32L40-20Z" fill="#fff" stroke="#EAD9C4" stroke-width="4"/><ellipse cy="-20" rx="40" ry="14" fill="${fill}"/></g>`,
        )
        .join('');
    }
    return [-70, -20, 35, 80, -45, 15, 60]
      .map(
        (x, i) =>
          `<path d="M${x - 28} ${i < 4 ? -20 : 35}l22-20 30 8 8 26-24 18-30-6Z" fill="#E3A23B" stroke="#B9731F" stroke-width="4"/>`,
      )
      .join('');
  }
  if (menu.categoryId === 7) {
    const side = name.includes('치맥')
      ? `<g transform="${at(95, 0, 0.7)}">${beerMug()}</g>`
      : `<g transform="${at(100, -40, 0.55)}">${bottle('#5A2314', '#fff')}</g><g transform="${at(70, 60, 0.55)}">${name.includes('치즈볼') || name.includes('반반') ? cheeseBalls() : friesCarton()}</g>`;
    const main = name.includes('순살')
      ? `<g transform="${at(-60, 10, 0.7)}">${nuggets(COATS.fried, false)}</g>`
      : name.includes('반반')
        ? stick(-95, 0, 25, 0.62) + stick(-35, 10, -15, 0.62, COATS.red, 'glazed')
        : stick(-70, 0, 20, 0.75);
    return main + side;
  }
  if (menu.categoryId === 4) return nuggets(look.coat, look.style === 'glazed') + toppings(look.topping, menu.id);
  if (has(name, '통닭', '통구이', '로스트'))
    return wholeChicken(look.coat, look.style === 'grilled' ? 'grilled' : 'crispy') + toppings(look.topping, menu.id);
  if (name.includes('반 양념 반'))
    return (
      stick(-55, 5, 25, 0.85, COATS.fried, 'crispy') +
      stick(55, 5, -25, 0.85, COATS.red, 'glazed') +
      toppings('sesame', menu.id)
    );
  return stick(0, -45, 0, 0.72) + stick(-78, 5, 50, 0.72) + stick(78, 5, -50, 0.72) + toppings(look.topping, menu.id);
}

function has(name: string, ...words: string[]): boolean {
  return words.some((word) => name.includes(word));
}

function menuImage(menu: SeedMenu): string {
  const plated = menu.categoryId !== 6;
  return svg(
    400,
    400,
    menu.menuName,
    `<rect width="400" height="400" fill="${WARM[menu.id % WARM.length]}"/><ellipse cx="200" cy="350" rx="150" ry="18" fill="#000" opacity=".07"/>` +
      (plated
        ? '<circle cx="200" cy="210" r="150" fill="#fff"/><circle cx="200" cy="210" r="132" fill="none" stroke="#F3E6D4" stroke-width="5"/>'
        : '') +
      `<g transform="translate(200 210)">${dish(menu)}</g><rect y="384" width="400" height="16" fill="${PRIMARY}"/>`,
  );
}

/** Category icons reuse the first menu of the category, shrunk onto a round badge. */
function categoryImage(category: SeedCategory): string {
  const menu = seedData.menus.find((candidate) => candidate.categoryId === category.id);
  const art = menu ? dish(menu) : '';
  return svg(
    96,
    96,
    category.categoryName,
    `<circle cx="48" cy="48" r="46" fill="#FFF1E2" stroke="${PRIMARY}" stroke-width="3"/><g transform="translate(48 50) scale(.18)">${art}</g>`,
  );
}

/** A shop front; wall colour, roof, awning, window layout and plant vary with the branch id. */
function storeImage(branch: SeedBranch): string {
  const { branchId } = branch;
  const random = seeded(branchId * 7919);
  const wall = ['#F6E3CC', '#EFD9C2', '#F3E9DA', '#E9D6C0', '#F1DCCB'][branchId % 5];
  const trim = ['#8A5A3B', '#5E4636', '#A0522D'][branchId % 3];
  const stripe = branchId % 4 === 0 ? '#FFD9DF' : '#fff';
  const roof = [
    `<rect x="28" y="14" width="264" height="14" rx="3" fill="${trim}"/>`,
    `<path d="M26 28L160 4 294 28Z" fill="${trim}"/>`,
    `<rect x="36" y="8" width="248" height="20" fill="${wall}"/><path d="M36 8h248" stroke="${trim}" stroke-width="4"/>`,
  ][branchId % 3];
  const stripes = Array.from(
    { length: 10 },
    (_, i) => `<path d="M${40 + i * 24} 70h24v22a12 12 0 0 1-24 0Z" fill="${i % 2 ? stripe : PRIMARY}"/>`,
  ).join('');
  const pane = (x: number, width: number) =>
    `<rect x="${x}" y="112" width="${width}" height="56" rx="4" fill="#CFE8F3" stroke="${trim}" stroke-width="4"/><path d="M${x + width / 2} 112v56" stroke="${trim}" stroke-width="3"/><path d="M${x + 8} 120l14-0" stroke="#fff" stroke-width="4" opacity=".7"/>`;
  const wide = random() > 0.5;
  const front = wide
    ? `${pane(56, 150)}<rect x="220" y="112" width="46" height="66" rx="3" fill="${trim}"/><circle cx="256" cy="146" r="3" fill="#F6C343"/>`
    : `${pane(60, 60)}${pane(200, 60)}<rect x="136" y="112" width="48" height="66" rx="3" fill="${trim}"/><circle cx="174" cy="146" r="3" fill="#F6C343"/>`;
  const plantX = random() > 0.5 ? 26 : 272;
  const plant =
    random() > 0.3
      ? `<rect x="${plantX}" y="160" width="22" height="18" fill="#B5653A"/><circle cx="${plantX + 11}" cy="152" r="14" fill="#5BAF4A"/>`
      : '';
  return svg(
    320,
    200,
    `${branch.familyName} 매장`,
    `<rect width="320" height="200" fill="${WARM[branchId % WARM.length]}"/><rect y="178" width="320" height="22" fill="#D8C3A8"/>` +
      `<rect x="36" y="24" width="248" height="156" fill="${wall}"/>${roof}<rect x="96" y="32" width="128" height="32" rx="6" fill="${PRIMARY}"/>` +
      `<g transform="translate(160 48) rotate(-90) scale(.13)">${drumstick({ body: '#fff', shade: '#fff', light: '#fff' }, 'glazed')}</g>` +
      `${stripes}${front}${plant}`,
  );
}

/** Art for banners and event pictures, chosen from words in the headline. */
function heroArt(title: string): string {
  const chicken = (coat: Coat, style: 'crispy' | 'glazed') =>
    `<circle r="150" fill="#fff"/><g transform="${at(0, -30, 0.8)}">${drumstick(coat, style)}</g><g transform="${at(-62, 15, 0.8, 35)}">${drumstick(coat, style)}</g><g transform="${at(62, 15, 0.8, -35)}">${drumstick(coat, style)}</g>`;
  if (has(title, '치맥'))
    return `<g transform="${at(-60, 0, 0.9)}">${chicken(COATS.fried, 'crispy')}</g><g transform="${at(110, 20, 0.75)}">${beerMug()}</g>`;
  if (has(title, '꿀')) return chicken(COATS.honey, 'glazed') + toppings('sesame', 3);
  if (has(title, '패밀리', '반반'))
    return `<circle r="150" fill="#fff"/><g transform="${at(-45, -20, 0.75, 25)}">${drumstick(COATS.fried, 'crispy')}</g><g transform="${at(45, -20, 0.75, -25)}">${drumstick(COATS.red, 'glazed')}</g><g transform="${at(0, 95, 0.45)}">${cheeseBalls()}</g>`;
  if (has(title, '적립', '등급', '멤버십'))
    return ['#3BAA6E', '#A7B1BC', '#E0A526', PRIMARY]
      .map((fill, i) => `<g transform="${at(-120 + i * 80, i % 2 ? 30 : -10, 1.3)}">${medal(fill, i === 3)}</g>`)
      .join('');
  if (has(title, '리뷰'))
    return `<rect x="-120" y="-80" width="240" height="170" rx="24" fill="#3A3A3A"/><circle cy="5" r="58" fill="#DDE6EC" stroke="#fff" stroke-width="12"/><g transform="${at(0, 0, 0.32, -30)}">${drumstick(COATS.fried, 'crispy')}</g><rect x="-90" y="-104" width="70" height="30" rx="8" fill="#3A3A3A"/><circle cx="86" cy="-52" r="10" fill="${PRIMARY}"/>`;
  if (has(title, '할인', '특가'))
    return `<path d="M-150-80H150V-25A25 25 0 0 0 150 25V80H-150V25A25 25 0 0 0-150-25Z" fill="${PRIMARY}"/><path d="M60-70V70" stroke="#fff" stroke-width="4" stroke-dasharray="10 8"/><g transform="${at(-40, 0, 0.55, -20)}">${drumstick(COATS.fried, 'crispy')}</g>`;
  return chicken(COATS.fried, 'crispy');
}

function medal(fill: string, crown: boolean): string {
  return (
    `<path d="M-14 10L-24 52 0 40 24 52 14 10Z" fill="${PRIMARY}" opacity=".85"/><circle r="30" fill="${fill}"/><circle r="22" fill="none" stroke="#fff" stroke-width="3" opacity=".7"/>` +
    (crown
      ? '<path d="M-14 8L-16-10-7-2 0-14 7-2 16-10 14 8Z" fill="#fff"/>'
      : '<path d="M0-13L4-4 14-3 6 3 9 13 0 7-9 13-6 3-14-3-4-4Z" fill="#fff"/>')
  );
}

function confetti(seed: number, width: number, height: number): string {
  const random = seeded(seed);
  return Array.from(
    { length: 14 },
    () =>
      `<circle cx="${Math.round(random() * width)}" cy="${Math.round(random() * height)}" r="${Math.round(4 + random() * 10)}" fill="${random() > 0.5 ? PRIMARY : '#F6C343'}" opacity=".25"/>`,
  ).join('');
}

function eventBannerImage(banner: SeedBanner): string {
  return svg(
    1200,
    400,
    banner.title,
    `<rect width="1200" height="400" fill="${WARM[banner.id % WARM.length]}"/>${confetti(banner.id, 1200, 400)}<circle cx="900" cy="200" r="230" fill="${PRIMARY}" opacity=".12"/>` +
      `${text(90, 190, 64, banner.title)}<rect x="90" y="226" width="120" height="10" rx="5" fill="${PRIMARY}"/><g transform="${at(900, 205)}">${heroArt(banner.title)}</g>`,
  );
}

function popupBannerImage(banner: SeedBanner): string {
  return svg(
    480,
    600,
    banner.title,
    `<rect width="480" height="600" fill="${WARM[(banner.id + 2) % WARM.length]}"/>${confetti(banner.id + 50, 480, 600)}<rect width="480" height="140" fill="${PRIMARY}"/>` +
      `${text(240, 88, 40, banner.title, '#fff', 'middle')}<g transform="${at(240, 380, 1.05)}">${heroArt(banner.title)}</g>`,
  );
}

function eventImage(event: SeedEvent): string {
  return svg(
    640,
    360,
    event.title,
    `<rect width="640" height="360" fill="${WARM[(event.id + 1) % WARM.length]}"/>${confetti(event.id + 100, 640, 360)}` +
      `<rect x="0" y="0" width="12" height="360" fill="${PRIMARY}"/>${text(320, 64, 34, event.title, INK, 'middle')}<g transform="${at(320, 215, 0.72)}">${heroArt(event.title)}</g>`,
  );
}

const GRADE_COLOURS = ['#3BAA6E', '#A7B1BC', '#E0A526', PRIMARY];

function gradeImage(grade: SeedGrade, index: number): string {
  return svg(
    64,
    64,
    `${grade.name} 등급`,
    `<g transform="translate(32 24) scale(.72)">${medal(GRADE_COLOURS[index % GRADE_COLOURS.length] ?? PRIMARY, index >= 3)}</g>`,
  );
}

/**
 * The logo's wordmark "CHICKEN" as outlines, not `<text>`: an SVG shown by `<img>` cannot use the page's web font, so
 * the word was drawn in whatever sans-serif a device had (and the browser looked that font up on every page load).
 * Outlined once from Pretendard Bold (public/fonts, SIL OFL 1.1; subset 91 holds A-Z) with fontkit 2.0.4: 24 px,
 * baseline at (54, 33), letter-spacing 1, coordinates rounded to 0.01. The outline is the artwork now.
 */
const LOGO_WORDMARK =
  'M66.77 21.94Q66.63 21.01 66.13 20.33Q65.63 19.64 64.84 19.28Q64.05 18.91 63.07 18.91Q61.75 18.91 60.76 19.58Q59.77 20.24 59.23 21.5Q58.69 22.76 58.69 24.52Q58.69 26.31 59.23 27.57Q59.77 28.83 60.75 29.47Q61.73 30.12 63.05 30.12Q64.51 30.12 65.51 29.34Q66.52 28.57 66.77 27.21L70.34 27.23Q70.14 28.84 69.2 30.21Q68.26 31.58 66.67 32.41Q65.07 33.23 63 33.23Q60.71 33.23 58.92 32.2Q57.13 31.16 56.12 29.19Q55.1 27.22 55.1 24.52Q55.1 21.82 56.13 19.85Q57.15 17.87 58.95 16.83Q60.75 15.8 63 15.8Q64.96 15.8 66.54 16.52Q68.12 17.25 69.11 18.64Q70.1 20.03 70.34 21.94L66.77 21.94ZM73.8 16.03L77.31 16.03L77.31 23.06L84.67 23.06L84.67 16.03L88.21 16.03L88.21 33L84.67 33L84.67 25.97L77.31 25.97L77.31 33L73.8 33ZM95.59 33L92.07 33L92.07 16.03L95.59 16.03ZM110.79 21.94Q110.65 21.01 110.14 20.33Q109.64 19.64 108.86 19.28Q108.07 18.91 107.09 18.91Q105.76 18.91 104.77 19.58Q103.78 20.24 103.24 21.5Q102.7 22.76 102.7 24.52Q102.7 26.31 103.24 27.57Q103.78 28.83 104.77 29.47Q105.75 30.12 107.06 30.12Q108.53 30.12 109.53 29.34Q110.53 28.57 110.79 27.21L114.35 27.23Q114.15 28.84 113.21 30.21Q112.28 31.58 110.68 32.41Q109.09 33.23 107.02 33.23Q104.73 33.23 102.94 32.2Q101.14 31.16 100.13 29.19Q99.12 27.22 99.12 24.52Q99.12 21.82 100.14 19.85Q101.17 17.87 102.97 16.83Q104.77 15.8 107.02 15.8Q108.97 15.8 110.55 16.52Q112.14 17.25 113.13 18.64Q114.12 20.03 114.35 21.94L110.79 21.94ZM117.81 16.03L121.33 16.03L121.33 23.55L121.56 23.55L127.73 16.03L131.97 16.03L125.64 23.63L132.04 33L127.82 33L123.11 25.99L121.33 28.15L121.33 33L117.81 33ZM134.73 16.03L146.12 16.03L146.12 18.94L138.24 18.94L138.24 23.06L145.53 23.06L145.53 25.97L138.24 25.97L138.24 30.09L146.14 30.09L146.14 33L134.73 33ZM164.02 33L160.97 33L153.52 22.22L153.38 22.22L153.38 33L149.86 33L149.86 16.03L152.95 16.03L160.36 26.81L160.52 26.81L160.52 16.03L164.02 16.03Z';

function logoImage(): string {
  return svg(
    180,
    48,
    '치킨 주문 로고',
    `<circle cx="24" cy="24" r="22" fill="${PRIMARY}"/><g transform="translate(24 21) rotate(-30) scale(.15)">${drumstick({ body: '#fff', shade: '#FFD9DF', light: '#fff' }, 'glazed')}</g>` +
      `<path fill="${PRIMARY}" d="${LOGO_WORDMARK}"/>`,
  );
}

function write(url: string, content: string): void {
  const bytes = Buffer.byteLength(content);
  if (bytes >= MAX_BYTES) throw new Error(`${url} is ${bytes} bytes; keep artwork under ${MAX_BYTES}`);
  const path = join('public', url);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

const files = new Map<string, string>();
for (const menu of seedData.menus) files.set(menu.menuImageUrl, menuImage(menu));
for (const category of seedData.categories) files.set(category.categoryImageUrl, categoryImage(category));
for (const branch of seedData.branches) files.set(branch.familyImageUrl, storeImage(branch));
for (const banner of seedData.eventBanners) files.set(banner.imageUrl, eventBannerImage(banner));
for (const banner of seedData.popupBanners) files.set(banner.imageUrl, popupBannerImage(banner));
for (const event of seedData.events) files.set(event.imageUrl, eventImage(event));
for (const [index, grade] of seedData.grades.entries()) files.set(grade.iconUrl, gradeImage(grade, index));
files.set('/images/logo.svg', logoImage());
for (const [url, content] of files) write(url, content);
console.log(`wrote ${files.size} images under public/images`);
