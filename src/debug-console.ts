/**
 * Request headers the debug console never shows: its Network panel lists every
 * request's headers, and debug screenshots go to support, so the bearer token must not be in
 * them. The value is replaced; the header's name stays, so one can see that it was sent.
 */
const HIDDEN_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie']);
const HIDDEN_HEADER_VALUE = '(hidden)';

/**
 * A copy of request headers as vConsole holds them (a record, a Headers object or [name, value]
 * pairs) with the hidden headers' values replaced. Never the object itself: vConsole keeps a
 * fetch's own headers object, which the request may still be using.
 */
function redactedHeaders(headers: unknown): unknown {
  if (headers === null || typeof headers !== 'object') return headers;
  const entries: [string, unknown][] =
    typeof Headers !== 'undefined' && headers instanceof Headers
      ? [...headers.entries()]
      : Array.isArray(headers)
        ? headers.filter((pair): pair is [unknown, unknown] => Array.isArray(pair) && pair.length === 2).map(([name, value]) => [String(name), value])
        : Object.entries(headers);
  return Object.fromEntries(entries.map(([name, value]) => [name, HIDDEN_HEADERS.has(name.toLowerCase()) ? HIDDEN_HEADER_VALUE : value]));
}

/** The part of vConsole's network model (3.15) the redaction relies on: every recorded request goes through it. */
interface NetworkModel {
  updateRequest(id: string, item: { requestHeader?: unknown }): void;
}

const isNetworkModel = (model: unknown): model is NetworkModel =>
  typeof model === 'object' && model !== null && 'updateRequest' in model && typeof model.updateRequest === 'function';

/**
 * Loads vConsole on demand: its chunk is requested only when the debug machine opens it. The
 * Network panel is added by hand, so that every request it records has its headers redacted
 * before the panel (or its copy of the request) can show them. tests/unit/debug-console.dom.test.ts
 * makes a request with a token through the opened console and reads the panel.
 */
export async function openDebugConsole(): Promise<void> {
  const { default: VConsole } = await import(/* webpackChunkName: "vconsole" */ 'vconsole');
  const network = new VConsole.VConsoleNetworkPlugin('network', 'Network');
  const model: unknown = network.model;
  if (!isNetworkModel(model)) throw new Error('vConsole: no network model to redact');
  const record = model.updateRequest.bind(model);
  model.updateRequest = (id, item) => {
    if (item && typeof item === 'object' && 'requestHeader' in item) item.requestHeader = redactedHeaders(item.requestHeader);
    record(id, item);
  };
  const console = new VConsole({ defaultPlugins: ['system', 'element', 'storage'], pluginOrder: ['default', 'system', 'network', 'element', 'storage'] });
  console.addPlugin(network);
}
