// The block editor's host calls (its api-fetch) go through the editor's own client, across the
// frame: the editor's nonce, its refresh and its outage handling serve the canvas too. The answer
// comes back as text and becomes a Response of this realm, as api-fetch's own handler gives.
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import type { CanvasHost } from '../bridge';

const NO_ANSWER = {
  code: 'fetch_error',
  message: 'Could not get a valid response from the server.',
};

function parseError(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return { code: 'invalid_json', message: 'The response is not a valid JSON response.' };
  }
}

export function sendRequestsThroughHost(host: CanvasHost): void {
  apiFetch.setFetchHandler(async (options: APIFetchOptions) => {
    const { path, url, data, parse = true } = options;
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    // api-fetch sends PUT, PATCH and DELETE as POST with an override header (HTTP/1.0 servers);
    // the editor's client sends the method itself.
    const override = headers['X-HTTP-Method-Override'];
    delete headers['X-HTTP-Method-Override'];
    const method = override ?? options.method ?? 'GET';
    let body = options.body as string | FormData | Blob | undefined;
    if (data !== undefined) {
      body = JSON.stringify(data);
      headers['Content-Type'] = 'application/json';
    }
    const target = path ?? url ?? '';
    let answer: Awaited<ReturnType<CanvasHost['request']>>;
    try {
      answer = await host.request({ path: target, method, body, headers });
    } catch {
      throw NO_ANSWER;
    }
    const empty = answer.status === 204 || method === 'HEAD';
    const response = new Response(empty ? null : answer.body, {
      status: answer.status,
      headers: answer.headers,
    });
    if (!parse) {
      if (!response.ok) throw response;
      return response;
    }
    if (!response.ok) throw parseError(answer.body);
    return empty ? null : JSON.parse(answer.body);
  });
}
