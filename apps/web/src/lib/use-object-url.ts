// A preview URL (blob:) for a file the person has just chosen, given back to the browser when the
// file changes or the component goes. null where the browser offers none (tests without a DOM URL API).
import { useEffect, useMemo } from 'react';

export function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
