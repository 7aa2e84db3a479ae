// The engine's face for how many play and in which colours. It imports nothing of the rules, so that
// the browser's first load (protocol/wire.ts) takes the colours without the engine.
export * from './model/players.ts';
