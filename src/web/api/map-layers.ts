/**
 * Custom map layers' capabilities, always through the server (/api/map/capabilities): the layers
 * of one provider for the panel, and those of every provider a chart's custom layers name.
 */
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Locale } from '../../domain/data';
import { layersByKey, type Capabilities, type ProviderType, type RemoteLayer } from '../../domain/map/remote-layer';
import type { CustomLayer } from '../../domain/map/custom-layer-sources';
import { call } from './client';

export type Provider = { type: ProviderType; url: string };

/** The provider a custom layer comes from: WMS layers keep it as endpoint, WMTS ones as url (spec 001 §3). */
export const providerOf = (layer: CustomLayer): Provider => ({ type: layer.type, url: layer.type === 'wms' ? layer.endpoint : layer.url });

export const fetchCapabilities = ({ type, url }: Provider, lang: Locale) =>
  call<Capabilities>(`/api/map/capabilities?${new URLSearchParams({ type, url, lang })}`);

const capabilitiesQuery = (provider: Provider, lang: Locale) => ({
  queryKey: ['map-capabilities', provider.type, provider.url, lang],
  queryFn: () => fetchCapabilities(provider, lang),
  // The server caches them for 10 minutes; a provider rarely changes faster.
  staleTime: 10 * 60_000,
  retry: false,
});

/** The layers of one provider (none asked for while `provider` is undefined). */
export const useCapabilities = (provider: Provider | undefined, lang: Locale) =>
  useQuery({ ...capabilitiesQuery(provider ?? { type: 'wms', url: '' }, lang), enabled: !!provider });

/** Every provider's layers by key (module level, so that React Query keeps the combined value while the answers stay). */
const combine = (results: UseQueryResult<Capabilities>[]) => {
  const byKey = new Map<string, RemoteLayer>();
  for (const result of results) if (result.data) for (const [key, layer] of layersByKey(result.data.layers)) byKey.set(key, layer);
  return { byKey, loading: results.some((r) => r.isLoading), failed: results.flatMap((r, i) => (r.isError ? [i] : [])) };
};

/** The layers of every provider the custom layers name, by key; `failed` lists providers that could not be read. */
export const useRemoteLayers = (customLayers: CustomLayer[], lang: Locale) => {
  const providers = [...new Map(customLayers.map((layer) => [`${layer.type} ${providerOf(layer).url}`, providerOf(layer)])).values()];
  const { byKey, loading, failed } = useQueries({ queries: providers.map((provider) => capabilitiesQuery(provider, lang)), combine });
  return { byKey, loading, failed: failed.map((i) => providers[i]) };
};
