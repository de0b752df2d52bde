// Which pages the Electron shell trusts (issue 13 §17): only its own index.html, loaded from file://. Pure
// functions, so they are tested without Electron; main.ts applies them to the IPC sender, navigation and windows.
import { pathToFileURL } from 'node:url';

/** The file:// URL of the app's own page (what loadFile opens). */
export function appFileUrl(indexPath: string): string {
  return pathToFileURL(indexPath).href;
}

function filePath(url: string): string | null {
  try {
    const u = new URL(url);
    if (u.protocol !== 'file:' || (u.host !== '' && u.host !== 'localhost')) return null;
    return decodeURIComponent(u.pathname);
  } catch {
    return null;
  }
}

/**
 * True for the app's own page, whatever its hash route or query; false for any other file (another HTML file
 * on the disk, a downloaded page), any other scheme and anything unparsable. Windows paths compare without case.
 */
export function isAppUrl(url: string, appUrl: string, platform: NodeJS.Platform = process.platform): boolean {
  const a = filePath(url);
  const b = filePath(appUrl);
  if (a === null || b === null) return false;
  return platform === 'win32' ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/** The part of Electron's WebFrameMain this needs. */
export interface FrameLike {
  url: string;
  parent: unknown;
}

/** An IPC message is the app's when it comes from the top frame of the app's own page (no iframe, no other page). */
export function isTrustedSender(frame: FrameLike | null | undefined, appUrl: string, platform: NodeJS.Platform = process.platform): boolean {
  return !!frame && frame.parent === null && isAppUrl(frame.url, appUrl, platform);
}

/** Links a person may open outside the app (help pages): https only, in the system browser. */
export function isExternalLink(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
