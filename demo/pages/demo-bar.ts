// The demo's top bar: links to the other demo pages, the active theme (switching it goes through
// themes.php like the editor's "Activate" does), and who is logged in, with one-click switching
// between the three demo users so role differences are quick to try.
import { html, nothing, render } from 'lit-html';
import { type DemoData, demoUsers, readDemoData } from './demo-data';

function activateTheme(data: DemoData, stylesheet: string): void {
  const query = new URLSearchParams({ action: 'activate', stylesheet, _wpnonce: data.nonce });
  location.href = `/wp-admin/themes.php?${query}`;
}

async function switchUser(form: HTMLFormElement, login: string): Promise<void> {
  // The login form takes a token tied to a cookie of its own (no page elsewhere can log this
  // browser in): fetch the form to get both, as a visit to /login would.
  const page = await fetch('/login', { credentials: 'same-origin' });
  const token = new DOMParser()
    .parseFromString(await page.text(), 'text/html')
    .querySelector<HTMLInputElement>('input[name="login_token"]')?.value;
  // The demo users' passwords are their names (printed on the login page too).
  const values: Record<string, string> = { log: login, pwd: login, login_token: token ?? '' };
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement) field.value = value;
  }
  form.submit();
}

function bar(data: DemoData) {
  const here = location.pathname + location.search;
  const active = data.themes.find((theme) => theme.active);
  const links = [
    { path: '/', title: 'Demo pages' },
    ...data.pages.filter((page) => !page.path.startsWith('/element/')),
  ];
  return html`
    <nav class="demo-bar__nav" aria-label="Demo pages">
      ${links.map(
        (page) =>
          html`<a href=${page.path} aria-current=${page.path === data.path ? 'page' : nothing}>${page.title}</a>`,
      )}
    </nav>
    ${
      data.user
        ? html`
          <label class="demo-bar__field">
            Theme
            <select @change=${(event: Event) => activateTheme(data, (event.target as HTMLSelectElement).value)}>
              ${data.themes.map(
                (theme) =>
                  html`<option value=${theme.stylesheet} ?selected=${theme.active}>
                    ${theme.name}${theme.isBlockTheme ? '' : ' (classic)'}
                  </option>`,
              )}
            </select>
          </label>
          <form class="demo-bar__user" method="post" action="/login">
            <input type="hidden" name="log" />
            <input type="hidden" name="pwd" />
            <input type="hidden" name="login_token" />
            <input type="hidden" name="redirect_to" .value=${here} />
            <label class="demo-bar__field">
              ${data.user.name} (${data.user.roles.join(', ')})
              <select
                aria-label="Switch user"
                @change=${(event: Event) => {
                  const select = event.target as HTMLSelectElement;
                  void switchUser(select.form!, select.value);
                }}
              >
                ${demoUsers.map((login) => html`<option value=${login} ?selected=${login === data.user?.login}>${login}</option>`)}
              </select>
            </label>
            <a href=${data.logoutUrl}>Log out</a>
          </form>
        `
        : html`<a class="demo-bar__login" href=${`/login?redirect_to=${encodeURIComponent(here)}`}>Log in</a>
          ${active ? html`<span class="demo-bar__field">Theme: ${active.name}</span>` : nothing}`
    }
  `;
}

const container = document.getElementById('demo-bar');
const data = readDemoData();
if (container && data) render(bar(data), container);
