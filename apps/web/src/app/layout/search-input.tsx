// The top bar's 'Search challenges' box (issue #17 §2), on desktop and in the phone menu: suggestions
// under the box as the person types (GET /api/challenges/search, asked ~250 ms after the last key, the
// previous ask cancelled), in the WAI-ARIA combobox pattern (list autocomplete, focus stays in the box,
// arrows move the active option, Enter opens it, Escape closes the list and then clears the box). Enter
// with no option chosen, or the last option, opens the results at /challenges?q=…
import { CHALLENGE_SEARCH_MAX, CHALLENGE_SEARCH_MIN, challengeStatusLabel } from '@changamoto/shared/domain';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { SEARCH_FIELD_CLASS, SearchLabel } from './search-box';
import { useSharedT } from '@/lib/i18n';

/** How long a pause in typing asks for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 250;
/** How many challenges are suggested (the last option always opens every result). */
export const SUGGESTIONS = 5;

/** The address of the results of a search. */
export const searchPath = (q: string) => `${paths.challenges}?${new URLSearchParams({ q: q.trim() }).toString()}`;

interface Suggestion {
  id: string;
  title: string;
  detail: string;
}

type Status = 'idle' | 'loading' | 'done' | 'error';

export interface SearchInputProps {
  id: string;
  className?: string;
  onNavigate?: () => void;
  /** What was typed into the stand-in box (search-box.tsx) before this code arrived, and whether it had the focus. */
  initialText?: string;
  autoFocus?: boolean;
}

export function SearchInput({ id, className, onNavigate, initialText, autoFocus }: SearchInputProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useSharedT();
  const listId = useId();
  // On the results page the box starts with what was searched for.
  const [text, setText] = useState(() => initialText || (location.pathname === paths.challenges ? (new URLSearchParams(location.search).get('q') ?? '') : ''));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [found, setFound] = useState<Suggestion[]>([]);
  const [asked, setAsked] = useState<Status>('idle');
  const q = text.trim();
  const searchable = q.length >= CHALLENGE_SEARCH_MIN;
  // Below the minimum nothing is asked, and what an earlier text found is not shown.
  const suggestions = searchable ? found : [];
  const status = searchable ? asked : 'idle';

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setAsked('loading');
      api('searchChallenges', { query: { q, limit: SUGGESTIONS } }, { signal: controller.signal })
        .then(({ challenges }) => {
          setFound(challenges.map((c) => ({ id: c.id, title: c.title, detail: `${c.category.name} · ${challengeStatusLabel(c.status)}` })));
          setActive(-1);
          setAsked('done');
        })
        .catch(() => {
          if (!controller.signal.aborted) setAsked('error');
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, searchable]);

  // The challenges, then 'Search for "…"' (every result).
  const optionCount = searchable ? suggestions.length + 1 : 0;
  const expanded = open && optionCount > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    onNavigate?.();
    void navigate(to);
  };
  const choose = (index: number) => {
    const suggestion = suggestions[index];
    if (suggestion) go(paths.challenge(suggestion.id));
    else if (searchable) go(searchPath(q));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        if (!optionCount) return;
        event.preventDefault();
        setOpen(true);
        setActive((current) => (!expanded ? 0 : (current + 1) % optionCount));
        return;
      case 'ArrowUp':
        if (!optionCount) return;
        event.preventDefault();
        setOpen(true);
        setActive((current) => (!expanded || current <= 0 ? optionCount - 1 : current - 1));
        return;
      case 'Enter':
        event.preventDefault();
        if (expanded && active >= 0) choose(active);
        else if (searchable) go(searchPath(q));
        return;
      case 'Escape':
        // APG combobox: Escape closes the list; with the list closed it clears the box.
        event.preventDefault();
        if (expanded) {
          setOpen(false);
          setActive(-1);
        } else setText('');
        return;
      default:
    }
  };

  return (
    <form role="search" className={cn('relative', className)} onSubmit={(event) => event.preventDefault()}>
      <SearchLabel id={id} />
      <input
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        maxLength={CHALLENGE_SEARCH_MAX}
        placeholder={t('shell.search.label')}
        // Only when the person was already typing in the stand-in box (search-box.tsx): the focus stays with them.
        autoFocus={autoFocus}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={SEARCH_FIELD_CLASS}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('shell.search.suggestions')}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-50 mt-1 max-h-96 overflow-y-auto rounded-xl border border-gray-200 bg-white py-1 text-left shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keep the focus in the box (a blur would close the list before the click lands).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
            className={cn('cursor-pointer px-4 py-2', index === active && 'bg-brand-50')}
          >
            <span className="block truncate text-sm font-medium text-gray-900">{suggestion.title}</span>
            <span className="block truncate text-xs text-gray-700">{suggestion.detail}</span>
          </li>
        ))}
        {searchable && (
          <li
            id={optionId(suggestions.length)}
            role="option"
            aria-selected={active === suggestions.length}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestions.length)}
            className={cn('cursor-pointer border-t border-gray-100 px-4 py-2 text-sm font-semibold text-brand-800', active === suggestions.length && 'bg-brand-50')}
          >
            {t('shell.search.searchFor', { query: q })}
          </li>
        )}
      </ul>
      <p role="status" className="sr-only">
        {!expanded ? '' : status === 'loading' ? t('shell.search.searching') : status === 'error' ? t('shell.search.failed') : status === 'done' ? t('shell.search.count', { count: suggestions.length }) : ''}
      </p>
    </form>
  );
}
