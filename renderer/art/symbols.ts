// An asset's drawing as a <symbol> of the inline sprite (sprite.ts), named by its folder and file.
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

/** The symbols of asset files (path: SVG text). */
export function symbols(files: Record<string, string>): string {
  return Object.entries(files)
    .map(([path, svg]) => toSymbol(symbolId(path), svg))
    .join('');
}
