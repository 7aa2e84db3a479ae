// Every drawing of assets/ becomes a <symbol> of one inline sprite, so that the board draws each
// icon with a cheap <use href="#folder-name"> and the files stay plain SVGs that open on their own.
const files = import.meta.glob('../../assets/{goods,townsmen,symbols,board}/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

export function symbolId(path: string): string {
  const match = /([^/]+)\/([^/]+)\.svg$/.exec(path);
  if (!match) throw new Error(`not an asset path: ${path}`);
  return `${match[1]}-${match[2]}`;
}

/** One asset file's <svg> turned into a <symbol> with the same viewBox and drawing. */
export function toSymbol(id: string, svg: string): string {
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  if (!viewBox) throw new Error(`${id}: an asset needs a viewBox`);
  const body = svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '');
  return `<symbol id="${id}" viewBox="${viewBox}">${body.trim()}</symbol>`;
}

export const SPRITE = Object.entries(files)
  .map(([path, svg]) => toSymbol(symbolId(path), svg))
  .join('');
