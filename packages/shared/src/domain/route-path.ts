// Whether a browser path is one of the web router's paths (apps/web/src/app/router.tsx), matched as
// react-router does: case-insensitive, '' the index, ':id' one segment, '*' the rest. The server picks a
// page's preload tags with it (http/route-preloads.ts) and the web app the next page's files
// (lib/route-files.ts), so both read the build's route list the same way.
export function matchesRoutePath(pattern: string, pathname: string): boolean {
  const want = pattern.toLowerCase().split('/').filter(Boolean);
  const have = pathname.toLowerCase().split('/').filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*') return true;
    if (i >= have.length) return false;
    if (!want[i]!.startsWith(':') && want[i] !== have[i]) return false;
  }
  return want.length === have.length;
}
