// Upload progress: fetch() cannot report how much of a request body has gone, so an upload that
// wants it is sent with XMLHttpRequest instead (`transport: uploadTransport(onProgress)`), a
// fetch-shaped function the client's one ofetch instance calls: the nonce header, the nonce refresh
// and retry, error normalisation and the in-flight count stay the client's. The answer is made a
// Response, so nothing after the transport knows the difference. Imported only by the lazily
// loaded media library: the first screen does not carry it.
import { $apiConfig } from './config';

/** How much of the body has gone: `total` is 0 while unknown. */
export type UploadProgress = (loaded: number, total: number) => void;

/** The headers of an XMLHttpRequest's answer, as a Headers object. */
function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** A TypeError, as fetch() rejects when no answer came (the client makes it `fetch_error`). */
const noAnswer = () => new TypeError('Failed to fetch');

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** fetch() over XMLHttpRequest, calling `onProgress` as the request body goes. */
export function fetchWithUploadProgress(
  input: RequestInfo | URL,
  init: RequestInit,
  onProgress: UploadProgress,
): Promise<Response> {
  const request = new Request(input, init);
  return new Promise<Response>((resolve, reject) => {
    const { signal } = request;
    if (signal.aborted) {
      reject(abortError(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = request.credentials === 'include';
    xhr.responseType = 'blob';
    for (const [name, value] of request.headers) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      // A status of 0 with a load event is a refused cross-origin answer: none the caller can read.
      if (xhr.status === 0) {
        reject(noAnswer());
        return;
      }
      const nullBody = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
      resolve(
        new Response(nullBody ? null : (xhr.response as Blob), {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: responseHeaders(xhr),
        }),
      );
    };
    xhr.onerror = () => reject(noAnswer());
    xhr.ontimeout = () => reject(noAnswer());
    xhr.onabort = () => reject(abortError(signal));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    // The body as the caller gave it (a File, a Blob, FormData, text): XMLHttpRequest sends each
    // as fetch would, with the Content-Type the caller set.
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

/**
 * The transport of an upload that reports its progress; where a fetch is configured (tests' fake
 * host) the call goes there, and only its end is reported.
 */
export function uploadTransport(onProgress: UploadProgress): typeof fetch {
  return (input, init = {}) => {
    const configured = $apiConfig.get().fetch;
    if (!configured) return fetchWithUploadProgress(input, init, onProgress);
    return configured(input, init).then((response) => {
      onProgress(1, 1);
      return response;
    });
  };
}
