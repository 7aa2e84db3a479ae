// Unguessable identifiers from the operating system's random source.
import { createHash, randomBytes } from 'node:crypto';

/** A seat or creator token: 192 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** A game id: public, but unpredictable so that nobody can address a game before it is listed. */
export function newGameId(): string {
  return randomBytes(9).toString('base64url');
}

/**
 * A game's seed: it decides the deal and every later random draw, so it leaves the host only once the
 * game is over. 128 random bits: its fingerprint (main/records/fingerprint.ts), shown from the start, cannot be
 * reversed by trying seeds.
 */
export function newSeed(): string {
  return randomBytes(16).toString('hex');
}

/** What the host keeps of a token: its SHA-256, so that a stolen database gives no seat away. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
