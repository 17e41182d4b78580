// @web/test-runner runs mocha in the page; these are the globals its BDD interface defines.
// (There is no @types/mocha in the project; this is the small part our tests use.)
type MochaCallback = (this: { timeout(ms: number): unknown }) => unknown;
declare function describe(title: string, body: () => void): void;
declare function it(title: string, body?: MochaCallback): void;
declare function beforeEach(body: MochaCallback): void;
declare function afterEach(body: MochaCallback): void;
declare function before(body: MochaCallback): void;
declare function after(body: MochaCallback): void;
