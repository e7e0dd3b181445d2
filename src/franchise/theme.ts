import type { FranchiseProfile } from './profile-schema';

type Theme = FranchiseProfile['theme'];

/**
 * How far a missing shade moves from the primary colour, 0..1: hover and pressed darken it (towards black), the
 * soft tints lighten it (towards white). Chosen so #E52143 gives the design's shades within 5 per channel.
 */
const SHADE_MIX = {
  primaryHover: { towards: 0, amount: 0.12 },
  primaryPressed: { towards: 0, amount: 0.23 },
  primarySoft: { towards: 255, amount: 0.91 },
  primarySofter: { towards: 255, amount: 0.96 },
} as const;

const CSS_VARIABLES = {
  primary: '--color-primary',
  primaryHover: '--color-primary-hover',
  primaryPressed: '--color-primary-pressed',
  primarySoft: '--color-primary-soft',
  primarySofter: '--color-primary-softer',
} as const satisfies Record<keyof Theme, string>;

function mix(hex: string, towards: number, amount: number): string {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `#${channels
    .map((value) => Math.round(value + (towards - value) * amount))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The five theme colours, the profile's where given, else mixed from the primary colour. */
export function themeColours(theme: Theme): Required<Theme> {
  const shade = (key: keyof typeof SHADE_MIX) =>
    theme[key] ?? mix(theme.primary, SHADE_MIX[key].towards, SHADE_MIX[key].amount);
  return {
    primary: theme.primary,
    primaryHover: shade('primaryHover'),
    primaryPressed: shade('primaryPressed'),
    primarySoft: shade('primarySoft'),
    primarySofter: shade('primarySofter'),
  };
}

/** The CSS custom properties (`--color-primary` …) the stylesheets read, lower-case hex. */
export function themeVariables(theme: Theme): Readonly<Record<string, string>> {
  const colours = themeColours(theme);
  return Object.fromEntries(
    (Object.keys(CSS_VARIABLES) as (keyof Theme)[]).map((key) => [CSS_VARIABLES[key], colours[key].toLowerCase()]),
  );
}
