// A TCP port free on 127.0.0.1 right now, found synchronously (Playwright reads its configuration
// synchronously, once in the runner and again in each worker). The runner picks the port and puts
// it in the environment, which its workers inherit, so every process agrees on one port, and two
// test runs side by side on one machine never collide.
import { execFileSync } from 'node:child_process';

const probe =
  "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";

/** The port named by `variable` in the environment, or a free one, kept there for the workers. */
export function portFromEnvironment(variable) {
  if (!process.env[variable]) {
    process.env[variable] = execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
  }
  return Number(process.env[variable]);
}
