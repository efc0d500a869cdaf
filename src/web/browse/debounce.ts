/**
 * A debounced call with a leading edge (spec 000 §9: the search input, 500 ms): the first call
 * runs at once, calls within `wait` of the previous one run once, `wait` after the last of them.
 */
export type Debounced<T> = {
  call: (value: T) => void;
  /** Runs now with this value, dropping a pending call. */
  flush: (value: T) => void;
  cancel: () => void;
};

export const debounce = <T>(run: (value: T) => void, wait: number): Debounced<T> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { value: T } | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  const settle = () => {
    timer = undefined;
    const next = pending;
    pending = undefined;
    if (next) run(next.value);
  };
  return {
    call: (value) => {
      if (timer === undefined) run(value);
      else pending = { value };
      clearTimeout(timer);
      timer = setTimeout(settle, wait);
    },
    flush: (value) => {
      cancel();
      run(value);
    },
    cancel,
  };
};
