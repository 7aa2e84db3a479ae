// Colours of the guilds and the players. Player colours are told apart by a shape too (and a pattern
// in colour-blind mode), never by hue alone.
import type { PointStyle } from 'chart.js';
import type { GuildId } from '../../engine/index.ts';
import { PLAYER_COLORS, type PlayerColor } from '../../protocol/wire.ts';

export const GUILD_COLORS: Record<GuildId, { main: string; light: string }> = {
  brewers: { main: '#b8891c', light: '#f6e7b4' },
  bakers: { main: '#c0622b', light: '#f7dcc4' },
  shoemakers: { main: '#6e4b32', light: '#e9d8c6' },
  printers: { main: '#2e5a8a', light: '#d5e1ef' },
  tailors: { main: '#7d3c78', light: '#ecd6e9' },
  hatmakers: { main: '#3d7a4a', light: '#d6eadb' },
};

export type Shape = 'star' | 'circle' | 'triangle' | 'square' | 'diamond';

/** Chart.js point styles for the players' shapes: a line is told apart by its marks, not by hue alone. */
export const POINT_STYLES: Record<Shape, PointStyle> = {
  star: 'star',
  circle: 'circle',
  triangle: 'triangle',
  square: 'rect',
  diamond: 'rectRot',
};

export interface PlayerStyle {
  fill: string;
  /** Text drawn on the fill. */
  ink: string;
  shape: Shape;
  /** A pattern for colour-blind mode: stripes at an angle per colour. */
  hatch: number;
}

// Luminance steps between neighbours so that the five stay apart for every kind of colour vision.
const STYLES: Record<PlayerColor, PlayerStyle> = {
  yellow: { fill: '#f0d43a', ink: '#2a1a0e', shape: 'star', hatch: 0 },
  blue: { fill: '#1f6fb2', ink: '#ffffff', shape: 'circle', hatch: 45 },
  orange: { fill: '#e58a00', ink: '#2a1a0e', shape: 'triangle', hatch: 90 },
  green: { fill: '#0f8a62', ink: '#ffffff', shape: 'square', hatch: 135 },
  red: { fill: '#b2182b', ink: '#ffffff', shape: 'diamond', hatch: 20 },
};

const UNKNOWN: PlayerStyle = { fill: '#8a8178', ink: '#ffffff', shape: 'circle', hatch: 70 };

export function playerStyle(color: string | null | undefined): PlayerStyle {
  return (PLAYER_COLORS as readonly string[]).includes(color ?? '') ? STYLES[color as PlayerColor] : UNKNOWN;
}

export { PLAYER_COLORS, type PlayerColor };
