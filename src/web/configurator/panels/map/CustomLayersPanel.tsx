/**
 * Custom WMS/WMTS layers of a map (spec 001 §2–§5): the layers on the map, top first, each with
 * its place (behind the area layer or on top), temporal sync where the layer has several time
 * values, reordering and removal; below, a provider URL whose layers (read through the server)
 * can be added. Titles and legends come from the providers: shown as text and proxied images.
 * Self-contained: the map configurator passes the chart's custom layers and its dispatch.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfiguratorAction } from '../../../../domain/configurator/actions';
import { storedIndex } from '../../../../domain/configurator/slices/custom-layers';
import { guessProviderType, layerKey, PROVIDER_TYPES, type ProviderType, type RemoteLayer } from '../../../../domain/map/remote-layer';
import { canSyncTemporalFilters, proxiedUrl, type CustomLayer } from '../../../../domain/map/custom-layer-sources';
import { customLayerOf, layerRows } from '../../../../domain/map/layer-choice';
import { PROVIDER_TYPE_KEY } from '../../../../domain/i18n/author-keys';
import { useCapabilities, useRemoteLayers, type Provider } from '../../../api/map-layers';
import { useLocale } from '../../../i18n/locale';

/** Rows of a provider's layer list shown at once; the search finds the others. */
const SHOWN_ROWS = 100;

export type CustomLayersPanelProps = { customLayers: CustomLayer[]; dispatch: (action: ConfiguratorAction) => void };

const isHttpUrl = (text: string) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);

export const CustomLayersPanel = ({ customLayers, dispatch }: CustomLayersPanelProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const remote = useRemoteLayers(customLayers, locale);
  // The list shows the top layer first: the reverse of the stored (drawing) order.
  const shown = [...customLayers].reverse();
  const move = (displayed: number, by: -1 | 1) => {
    const to = displayed + by;
    if (to < 0 || to >= shown.length) return;
    dispatch({ type: 'CUSTOM_LAYER_SWAP', value: { oldIndex: storedIndex(shown.length, displayed), newIndex: storedIndex(shown.length, to) } });
  };
  const update = (layer: CustomLayer, change: Partial<Pick<CustomLayer, 'isBehindAreaLayer' | 'syncTemporalFilters'>>) =>
    dispatch({ type: 'CUSTOM_LAYER_UPDATE', value: { layer: { ...layer, ...change } } });

  return (
    <section className="control-group custom-layers" data-testid="custom-layers">
      <h2>{t('controls.section.custom-layers')}</h2>
      {shown.length === 0 ? (
        <p className="hint-text">{t('wmts.no-layers')}</p>
      ) : (
        <ol className="custom-layer-list" aria-label={t('wmts.added-layers')}>
          {shown.map((layer, i) => {
            const key = layerKey(layer);
            const found = remote.byKey.get(key);
            const title = found?.title ?? (remote.loading ? layer.id : t('wmts.unknown-layer'));
            return (
              <li key={key} className="custom-layer" data-testid="custom-layer">
                <div className="custom-layer-head">
                  <span className="custom-layer-title">{title}</span>
                  <button type="button" className="icon-button" aria-label={t('wmts.move-up', { title })} aria-disabled={i === 0} onClick={() => move(i, -1)}>
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('wmts.move-down', { title })}
                    aria-disabled={i === shown.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('wmts.remove-layer', { title })}
                    onClick={() => dispatch({ type: 'CUSTOM_LAYER_REMOVE', value: { type: layer.type, id: layer.id } })}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </div>
                <label className="check">
                  <input type="checkbox" checked={layer.isBehindAreaLayer} onChange={(e) => update(layer, { isBehindAreaLayer: e.target.checked })} />
                  {t('wmts.behind-area-layer')}
                </label>
                {canSyncTemporalFilters(found) && (
                  <label className="check">
                    <input type="checkbox" checked={layer.syncTemporalFilters} onChange={(e) => update(layer, { syncTemporalFilters: e.target.checked })} />
                    {t('wmts.sync-temporal-filters')}
                  </label>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {remote.failed.length > 0 && (
        <p className="error" role="alert">
          {t('wmts.error-invalid-url')}: {remote.failed.map((p) => p.url).join(', ')}
        </p>
      )}
      <ProviderLayers customLayers={customLayers} dispatch={dispatch} />
    </section>
  );
};

/** The provider field and the layers of the provider, each added or removed by its checkbox. */
const ProviderLayers = ({ customLayers, dispatch }: CustomLayersPanelProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const [input, setInput] = useState('');
  const [type, setType] = useState<ProviderType>('wms');
  const [typeChosen, setTypeChosen] = useState(false);
  const [provider, setProvider] = useState<Provider>();
  const [unreadable, setUnreadable] = useState(false);
  const [search, setSearch] = useState('');
  const capabilities = useCapabilities(provider, locale);
  const data = capabilities.data;

  useEffect(() => {
    // Spec 000 §8: layers without EPSG:3857 (or a usable WMTS url and tile matrix set) are skipped with a warning.
    if (data?.skipped.length) console.warn(t('wmts.layer-not-supported-crs'), data.skipped.map((s) => `${s.key} (${s.reason})`).join(', '));
  }, [data, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = input.trim();
    setUnreadable(!isHttpUrl(url));
    setProvider(isHttpUrl(url) ? { type, url } : undefined);
  };
  const added = new Set(customLayers.map(layerKey));
  const toggle = (layer: RemoteLayer & { id: string }, checked: boolean) =>
    dispatch(
      checked
        ? { type: 'CUSTOM_LAYER_ADD', value: { layer: customLayerOf(layer) } }
        : { type: 'CUSTOM_LAYER_REMOVE', value: { type: layer.type, id: layer.id } },
    );
  const rows = data ? layerRows(data.layers, search) : [];

  return (
    <div className="custom-layer-provider">
      <form onSubmit={submit} className="custom-layer-form">
        <label className="control">
          <span>{t('wmts.provider')}</span>
          <input
            // Free text (spec 001 §5): the panel says when it is no URL, not the browser.
            type="text"
            inputMode="url"
            value={input}
            placeholder="https://wms.geo.admin.ch/"
            onChange={(e) => {
              setInput(e.target.value);
              if (!typeChosen) setType(guessProviderType(e.target.value));
            }}
            data-testid="custom-layers-provider"
          />
        </label>
        <label className="control">
          <span>{t('wmts.provider-type')}</span>
          <select
            value={type}
            onChange={(e) => {
              setType(e.target.value as ProviderType);
              setTypeChosen(true);
            }}
            data-testid="custom-layers-type"
          >
            {PROVIDER_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(PROVIDER_TYPE_KEY[value])}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button-secondary" data-testid="custom-layers-load">
          {t('wmts.load-layers')}
        </button>
      </form>
      {(unreadable || capabilities.isError) && (
        <div className="error" role="alert" data-testid="custom-layers-error">
          <p>{t('wmts.error-invalid-url')}</p>
          {capabilities.error && <p className="hint-text">{capabilities.error.message}</p>}
        </div>
      )}
      {capabilities.isFetching && <p className="loading">{t('wmts.loading')}</p>}
      {data && !capabilities.isError && (
        <>
          <label className="control">
            <span>{t('wmts.search')}</span>
            <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} data-testid="custom-layers-search" />
          </label>
          {data.skipped.length > 0 && <p className="hint-text">{t('wmts.skipped-layers', { count: data.skipped.length })}</p>}
          <ul className="provider-layer-list" aria-label={t('wmts.provider-layers', { provider: data.title ?? provider?.url ?? '' })}>
            {rows.slice(0, SHOWN_ROWS).map(({ layer, depth }) => (
              <li key={layer.path} className="provider-layer" style={{ paddingLeft: `${depth}rem` }}>
                {layer.id !== undefined ? (
                  <label className="check">
                    <input type="checkbox" checked={added.has(layer.key!)} onChange={(e) => toggle(layer as RemoteLayer & { id: string }, e.target.checked)} />
                    {layer.title}
                  </label>
                ) : (
                  <span className="provider-layer-group">{layer.title}</span>
                )}
                {layer.legendUrl && (
                  <details className="provider-layer-legend">
                    <summary>{t('wmts.legend')}</summary>
                    <img src={proxiedUrl(layer.legendUrl)} alt={t('wmts.legend-of', { title: layer.title })} loading="lazy" />
                  </details>
                )}
              </li>
            ))}
          </ul>
          {rows.length > SHOWN_ROWS && <p className="hint-text">{t('wmts.more-layers', { count: rows.length - SHOWN_ROWS })}</p>}
          {rows.length === 0 && <p className="hint-text">{t('wmts.no-match')}</p>}
        </>
      )}
    </div>
  );
};
