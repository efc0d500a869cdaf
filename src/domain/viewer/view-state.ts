/**
 * The shareable view state: what a visitor chose on a published chart (active tab, legend, time
 * range, data filters, calculation) lives in the address's query, so a copied link reopens the
 * same view. Reading is lenient: a value that does not fit the chart falls back to the chart's
 * default without an error (the `resolve…` functions), since links outlive charts and get cut.
 */
import type { SharedFilterChoices } from '../layout/dashboard-filters';

export type Calculation = 'identity' | 'percent';

export type ViewState = {
  /** Key of the active chart (tab). */
  tab?: string;
  /** Legend categories switched off: their labels on screen, their values in the address (see categoryValues). */
  hiddenCategories: string[];
  timeRange?: { from: string; to: string };
  calculation?: Calculation;
  /** Values chosen per data-filter component id. */
  dataFilters: Record<string, string[]>;
};

const TAB = 'tab';
const HIDE = 'hide';
const FROM = 'from';
const TO = 'to';
const CALCULATION = 'calculation';
/** One parameter per data filter: `filter:{componentId}`, once per chosen value. */
const FILTER = 'filter:';
const isOwn = (name: string) => [TAB, HIDE, FROM, TO, CALCULATION].includes(name) || name.startsWith(FILTER);

export const emptyViewState = (): ViewState => ({ hiddenCategories: [], dataFilters: {} });

/** The view state written in a query; parts that are malformed are left out. */
export const readViewState = (query: URLSearchParams): ViewState => {
  const state = emptyViewState();
  const tab = query.get(TAB);
  if (tab) state.tab = tab;
  state.hiddenCategories = query.getAll(HIDE).filter(Boolean);
  const [from, to] = [query.get(FROM), query.get(TO)];
  // Both ends or none (spec 002 §5), and in order.
  if (from && to && from <= to) state.timeRange = { from, to };
  const calculation = query.get(CALCULATION);
  if (calculation === 'identity' || calculation === 'percent') state.calculation = calculation;
  for (const [name, value] of query) {
    if (!name.startsWith(FILTER) || !value || name.length === FILTER.length) continue;
    const id = name.slice(FILTER.length);
    state.dataFilters[id] = [...(state.dataFilters[id] ?? []), value];
  }
  return state;
};

/** The query with the view state in place of any earlier one; other parameters (embed flags) are kept. */
export const writeViewState = (query: URLSearchParams, state: ViewState): URLSearchParams => {
  const next = new URLSearchParams([...query].filter(([name]) => !isOwn(name)));
  if (state.tab) next.set(TAB, state.tab);
  for (const category of state.hiddenCategories) next.append(HIDE, category);
  if (state.timeRange) {
    next.set(FROM, state.timeRange.from);
    next.set(TO, state.timeRange.to);
  }
  if (state.calculation) next.set(CALCULATION, state.calculation);
  for (const [id, values] of Object.entries(state.dataFilters)) for (const value of values) next.append(`${FILTER}${id}`, value);
  return next;
};

/**
 * The tab asked for when the config has it, else the first tab: visitors open a published config
 * where it begins, not on whichever chart its author last edited (the saved activeChartKey).
 */
export const resolveTab = (tab: string | undefined, chartKeys: string[]) => (tab && chartKeys.includes(tab) ? tab : chartKeys[0]);

/** The calculation asked for when the chart offers the toggle, else its configured one. */
export const resolveCalculation = (requested: Calculation | undefined, offered: boolean, fallback: Calculation) =>
  offered && requested ? requested : fallback;

/**
 * Hidden legend categories: those the legend has; none when all would be hidden (the last
 * category always stays shown, spec 002 §4).
 */
export const resolveHiddenCategories = (hidden: string[], categories: string[]) => {
  const known = [...new Set(hidden.filter((c) => categories.includes(c)))];
  return known.length >= categories.length ? [] : known;
};

type CategoryValue = { value: string | number; label: string };

/**
 * Legend categories are labels on screen (in the page's language) and values in the address, so
 * that a shared link hides the same categories in every language. A key without a value of its
 * own stays as it is.
 */
export const categoryValues = (labels: string[], values: CategoryValue[]) =>
  labels.map((label) => String(values.find((v) => v.label === label)?.value ?? label));
export const categoryLabels = (keys: string[], values: CategoryValue[]) => keys.map((key) => values.find((v) => String(v.value) === key)?.label ?? key);

export type DataFilterSpec = { type: 'single' | 'multi'; values: string[] };

/**
 * Data-filter choices: per filter, the requested values when each is a value of the component and
 * their number fits the filter type (one for single, at least one for multi), else its default.
 */
export const resolveDataFilters = (requested: Record<string, string[]>, specs: Record<string, DataFilterSpec>, defaults: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(defaults).map(([id, fallback]) => {
      const values = [...new Set(requested[id] ?? [])];
      const spec = specs[id];
      const fits = spec && values.length > 0 && (spec.type === 'multi' || values.length === 1) && values.every((v) => spec.values.includes(v));
      return [id, fits ? values : fallback];
    }),
  );

/**
 * A dashboard's shared filters as the visitor set them, in the address beside the view state:
 * `shared-from` and `shared-to` for the time range, `shared:{componentId}` per data filter.
 */
const SHARED_FROM = 'shared-from';
const SHARED_TO = 'shared-to';
const SHARED = 'shared:';
const isShared = (name: string) => name === SHARED_FROM || name === SHARED_TO || name.startsWith(SHARED);

export const readSharedChoices = (query: URLSearchParams): SharedFilterChoices => {
  const [from, to] = [query.get(SHARED_FROM), query.get(SHARED_TO)];
  const dataFilters: Record<string, string> = {};
  for (const [name, value] of query) if (name.startsWith(SHARED) && name.length > SHARED.length && value) dataFilters[name.slice(SHARED.length)] ??= value;
  return { ...(from && to && from <= to ? { timeRange: { from, to } } : {}), dataFilters };
};

export const writeSharedChoices = (query: URLSearchParams, choices: SharedFilterChoices): URLSearchParams => {
  const next = new URLSearchParams([...query].filter(([name]) => !isShared(name)));
  if (choices.timeRange) {
    next.set(SHARED_FROM, choices.timeRange.from);
    next.set(SHARED_TO, choices.timeRange.to);
  }
  for (const [id, value] of Object.entries(choices.dataFilters)) next.set(`${SHARED}${id}`, value);
  return next;
};
