// The data the server prints into every demo page (`<script type="application/json"
// id="demo-data">`): who is logged in, the REST nonce, the logout link, the demo pages and the
// themes.
export interface DemoUser {
  id: number;
  name: string;
  login: string;
  roles: string[];
}

export interface DemoData {
  path: string;
  apiRoot: string;
  nonce: string;
  /** The logout link with its `log-out` nonce ('' when nobody is logged in). */
  logoutUrl: string;
  user: DemoUser | null;
  pages: { path: string; title: string; description: string }[];
  themes: { stylesheet: string; name: string; isBlockTheme: boolean; active: boolean }[];
}

export function readDemoData(): DemoData | null {
  const script = document.getElementById('demo-data');
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as DemoData;
  } catch {
    return null;
  }
}

export const demoUsers = ['admin', 'editor', 'author'] as const;
