// 'Show more …' under a list of stakes the detail gives only the first page of: loads the next page,
// says 'Loading...' meanwhile, and on failure says why under the button (pressing it again retries).
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { serverMessageOr } from '@/lib/api-client';
import type { StakeListState } from '../api/list-challenge-stakes';
import { DETAIL_MESSAGES } from '../lib/messages';
import { useChallengeDetailT } from '../i18n';

/** Each entry of the lists carries `data-list-item` (focusable), so focus can move to the first one a page added. */
const itemsIn = (scope: Element) => [...scope.querySelectorAll<HTMLElement>('[data-list-item]')];

export function ShowMore({ list, label }: { list: StakeListState; label: string }) {
  const t = useChallengeDetailT();
  const button = useRef<HTMLButtonElement>(null);
  /** Set while a page asked for here loads: the entries shown before it, in the section around the button. */
  const before = useRef<{ scope: Element; shown: Set<Element> } | null>(null);

  // The button is disabled while loading (and gone after the last page), which would drop focus to
  // the page: give it to the first entry the page added, where reading goes on; else back to the button.
  useEffect(() => {
    const pending = before.current;
    if (!pending || list.isLoadingMore) return;
    before.current = null;
    const added = itemsIn(pending.scope).find((item) => !pending.shown.has(item));
    (added ?? button.current)?.focus();
  }, [list.isLoadingMore, list.stakes.length]);

  if (!list.hasMore && !list.loadMoreError) return null;

  const onClick = () => {
    const scope = button.current?.closest('section');
    if (scope) before.current = { scope, shown: new Set(itemsIn(scope)) };
    list.loadMore();
  };

  return (
    <div className="mt-3 flex flex-col items-center gap-1">
      <Button ref={button} variant="outline" size="sm" onClick={onClick} disabled={list.isLoadingMore}>
        {list.isLoadingMore ? t('challenge-detail.showMore.loading') : label}
      </Button>
      {list.loadMoreError && <FieldError alert>{serverMessageOr(list.loadMoreError, DETAIL_MESSAGES.moreFailed)}</FieldError>}
    </div>
  );
}
