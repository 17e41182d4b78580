// The index page's live panel: asks the REST API, as the logged-in user, what they may do on a
// few routes (OPTIONS → Allow), the same way the elements resolve permissions.
import { html, render } from 'lit-html';
import { type DemoData, readDemoData } from './demo-data';

interface Probe {
  label: string;
  route: string;
  allow: string;
}

async function allowFor(data: DemoData, route: string): Promise<string> {
  const response = await fetch(`${data.apiRoot}${route}`, {
    method: 'OPTIONS',
    headers: data.nonce ? { 'X-WP-Nonce': data.nonce } : {},
    credentials: 'same-origin',
  });
  return response.ok ? (response.headers.get('Allow') ?? '') : `${response.status}`;
}

async function globalStylesRoute(data: DemoData): Promise<string | null> {
  const response = await fetch(`${data.apiRoot}wp/v2/themes?status=active`, {
    headers: data.nonce ? { 'X-WP-Nonce': data.nonce } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) return null;
  const [theme] = (await response.json()) as { _links?: Record<string, { href: string }[]> }[];
  const href = theme?._links?.['wp:user-global-styles']?.[0]?.href;
  return href ? href.slice(href.indexOf('wp/v2/')) : null;
}

async function probe(data: DemoData): Promise<Probe[]> {
  const routes: [string, string | null][] = [
    ['Pages', 'wp/v2/pages'],
    ['Posts', 'wp/v2/posts'],
    ['Templates', 'wp/v2/templates'],
    ['Navigation menus', 'wp/v2/navigation'],
    ['Patterns', 'wp/v2/blocks'],
    ['Settings', 'wp/v2/settings'],
    ['Global styles', await globalStylesRoute(data)],
  ];
  return Promise.all(
    routes
      .filter((entry): entry is [string, string] => entry[1] !== null)
      .map(async ([label, route]) => ({ label, route, allow: await allowFor(data, route) })),
  );
}

function table(user: string, probes: Probe[]) {
  return html`
    <h2>What ${user} may do</h2>
    <p>Each row is an <code>OPTIONS</code> request; the host computes <code>Allow</code> for the current user.</p>
    <table>
      <thead><tr><th scope="col">Resource</th><th scope="col">Route</th><th scope="col">Allow</th></tr></thead>
      <tbody>
        ${probes.map((p) => html`<tr><td>${p.label}</td><td><code>${p.route}</code></td><td>${p.allow || '(nothing)'}</td></tr>`)}
      </tbody>
    </table>
  `;
}

const container = document.getElementById('demo-status');
const data = readDemoData();
if (container && data?.user) {
  const user = data.user.name;
  render(html`<p>Asking the host what ${user} may do…</p>`, container);
  probe(data).then(
    (probes) => render(table(user, probes), container),
    (error: unknown) =>
      render(html`<p role="alert">The REST API did not answer: ${String(error)}</p>`, container),
  );
}
