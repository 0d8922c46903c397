// spec §4 Username availability: idle, checking, available, taken, error; checked 500 ms after typing
// stops and only when the format is valid. The wait before the check counts as 'checking' so a submit
// in that window is held back too (spec §5: blocked while the check runs).
import { USERNAME_PATTERN } from '@changamoto/shared/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getUsernameExistsQueryOptions } from '../api/username-exists';
import { USERNAME_CHECK_DEBOUNCE_MS } from '../config';

export type UsernameAvailability = 'idle' | 'checking' | 'available' | 'taken' | 'error';

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** `ownUsername`: the signed-in person's current name counts as available to them. */
export function useUsernameAvailability(input: string, { ownUsername }: { ownUsername?: string | null } = {}): UsernameAvailability {
  const username = input.trim();
  const debounced = useDebouncedValue(username, USERNAME_CHECK_DEBOUNCE_MS);
  const isOwn = Boolean(ownUsername) && ownUsername?.toLowerCase() === username.toLowerCase();
  const valid = USERNAME_PATTERN.test(username);
  const query = useQuery({ ...getUsernameExistsQueryOptions(debounced), enabled: valid && !isOwn && debounced === username });

  if (!valid) return 'idle';
  if (isOwn) return 'available';
  if (debounced !== username || query.isPending) return 'checking';
  if (query.isError) return 'error';
  return query.data.exists ? 'taken' : 'available';
}
