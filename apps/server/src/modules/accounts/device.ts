/**
 * A session's device in a few words, from its browser's user agent ("Firefox on Windows"): the browser and the
 * system, by the tokens every major browser sends (no library, no version numbers).
 */
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** The browser and the system of a user agent, each null when not recognised (the portal words them). */
export function deviceOf(userAgent: string | null): { browser: string | null; system: string | null } {
  if (!userAgent) return { browser: null, system: null };
  return {
    browser: BROWSERS.find(([re]) => re.test(userAgent))?.[1] ?? null,
    system: SYSTEMS.find(([re]) => re.test(userAgent))?.[1] ?? null,
  };
}

/** The same in English words, for the audit log. */
export function describeDevice(userAgent: string | null): string {
  const { browser, system } = deviceOf(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
