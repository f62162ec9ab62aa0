// A session's User-Agent as people name their devices: "Chrome on Windows", "Safari on iPhone".
// Sessions without one (API clients, scripts) say so.

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\/|Wget\/|node|axios|python|Go-http-client/i, 'A script or API client'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (userAgent: string, table: ReadonlyArray<[RegExp, string]>): string | undefined =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

export const describeBrowser = (userAgent: string): string => {
  if (!userAgent.trim()) return 'Unknown browser or API client';
  const browser = firstMatch(userAgent, BROWSERS) ?? 'Unknown browser';
  const system = firstMatch(userAgent, SYSTEMS);
  return system ? `${browser} on ${system}` : browser;
};
