/**
 * The search box: the text shows at once, the search (in the browse state) follows it debounced
 * 500 ms with a leading call, and re-submits 200 ms after the drafts switch (spec 000 §4, §9).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { BrowseState } from './browse-state';
import { debounce } from './debounce';

export const SEARCH_DEBOUNCE_MS = 500;
export const DRAFTS_RESUBMIT_MS = 200;

export const useSearchText = ({ params, update }: BrowseState) => {
  const [text, setText] = useState(params.search ?? '');
  const textRef = useRef(text);
  textRef.current = text;
  const committed = useRef(params.search);
  const updateRef = useRef(update);
  updateRef.current = update;
  const [submit] = useState(() =>
    debounce((value: string) => {
      committed.current = value || undefined;
      updateRef.current({ search: value || undefined }, { replace: true });
    }, SEARCH_DEBOUNCE_MS),
  );
  const resubmit = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Stopped as the box leaves the page (a result chosen), not in the passive effects after it:
  // a search sent between the two would be merged into the next page's address.
  useLayoutEffect(
    () => () => {
      submit.cancel();
      clearTimeout(resubmit.current);
    },
    [submit],
  );
  // The search changed by other means (back, a link): the box shows it.
  useEffect(() => {
    if (params.search === committed.current) return;
    committed.current = params.search;
    submit.cancel();
    setText(params.search ?? '');
  }, [params.search, submit]);

  const change = (value: string) => {
    setText(value);
    submit.call(value);
  };
  const toggleDrafts = () => {
    update({ includeDrafts: !params.includeDrafts });
    clearTimeout(resubmit.current);
    if (textRef.current) resubmit.current = setTimeout(() => textRef.current && submit.flush(textRef.current), DRAFTS_RESUBMIT_MS);
  };
  return { text, change, toggleDrafts };
};
