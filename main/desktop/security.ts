// The window's security settings (Electron's security checklist): isolated, sandboxed renderer without
// Node, a strict Content-Security-Policy, and navigation kept to the app's own pages.

/** Web preferences of every app window. */
export function webPreferences(preload: string) {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    spellcheck: false,
    navigateOnDragDrop: false,
  } as const;
}

/** Whether a URL is one of the app's own pages (the origin the window was opened on). */
export function isAppUrl(url: string, appOrigin: string): boolean {
  try {
    const u = new URL(url);
    if (appOrigin === 'file://') return u.protocol === 'file:';
    return u.origin === appOrigin;
  } catch {
    return false;
  }
}

/** Links the player may open in the system browser: plain web pages only. */
export function isExternalLink(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}
