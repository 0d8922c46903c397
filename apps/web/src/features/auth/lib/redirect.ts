// Where to send someone after signing in. Only paths inside this app are accepted, so a crafted
// ?redirectTo=https://evil.example or //evil.example cannot bounce a fresh session off-site.
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** react-router's location.state.from may be a path or a location object (spec §2 Login: 'the page the user came from'). */
export function redirectFromState(state: unknown): string | null {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  if (typeof from === 'string') return safeRedirectPath(from);
  if (from && typeof from === 'object') {
    const { pathname, search = '', hash = '' } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
    if (typeof pathname === 'string') return safeRedirectPath(`${pathname}${String(search)}${String(hash)}`);
  }
  return null;
}
