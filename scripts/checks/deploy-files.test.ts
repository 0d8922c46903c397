// The container definition cannot be built on these machines (no image registry), so its steps are held
// here to what CI runs and builds (issue #22 item 3): the Dockerfile's build stage is `npm ci` then
// `npm run build` (what .ci/run and `npm run test:e2e` run, the latter also starting the compiled server:
// scripts/smoke-production.mjs), its runtime starts the same command as `npm start`, as a non-root user,
// with a /healthz HEALTHCHECK and a draining STOPSIGNAL; compose.yaml has PostgreSQL, two app instances
// behind a reverse proxy without sticky sessions, and a mail catcher.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './repo-files';

const read = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');
const rootPackage = JSON.parse(read('package.json')) as { workspaces: string[]; scripts: Record<string, string> };
const serverPackage = JSON.parse(read('apps/server/package.json')) as { scripts: Record<string, string> };

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions per stage (comments dropped, continuation lines joined). */
function stages(text: string): Map<string, Instruction[]> {
  const joined = text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n\s*/g, ' ');
  const result = new Map<string, Instruction[]>();
  let current: Instruction[] = [];
  for (const line of joined
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (keyword.toUpperCase() === 'FROM') result.set(/\bAS\s+(\S+)/i.exec(args)?.[1] ?? `stage${result.size}`, (current = []));
    current.push({ keyword: keyword.toUpperCase(), args });
  }
  return result;
}

const dockerfile = stages(read('Dockerfile'));
const build = dockerfile.get('build') ?? [];
const runtime = dockerfile.get('runtime') ?? [];
const runs = (stage: Instruction[]) => stage.filter((i) => i.keyword === 'RUN').map((i) => i.args);

describe('Dockerfile', () => {
  it('builds with the commands CI runs: npm ci, then npm run build (server and web)', () => {
    expect(read('.ci/run')).toMatch(/^npm ci$/m);
    expect(rootPackage.scripts['test:e2e']).toMatch(/^npm run build && npm run test:bundle-size && npm run test:production && /);
    expect(rootPackage.scripts.build).toContain('build:server');
    expect(runs(build).slice(0, 2)).toEqual(['npm ci', 'npm run build']);
  });

  it('copies every workspace manifest before npm ci, so the lockfile installs as in CI', () => {
    const copied = build.filter((i) => i.keyword === 'COPY').map((i) => i.args.split(/\s+/)[0]);
    const ciAt = build.findIndex((i) => i.keyword === 'RUN' && i.args === 'npm ci');
    const beforeCi = build.slice(0, ciAt).filter((i) => i.keyword === 'COPY').length;
    expect(copied.slice(0, beforeCi)).toEqual(expect.arrayContaining(rootPackage.workspaces.map((w) => `${w}/package.json`)));
    expect(build[0]!.args).toMatch(/^node:20\b/);
  });

  it('runs the compiled server as npm start does, as a non-root user, with a /healthz check and a draining stop signal', () => {
    const cmd = JSON.parse(runtime.find((i) => i.keyword === 'CMD')!.args) as string[];
    expect(cmd.join(' ')).toBe(serverPackage.scripts.start!.replace('dist/main.js', 'apps/server/dist/main.js'));
    expect(cmd.join(' ')).not.toContain('tsx');
    const user = runtime.find((i) => i.keyword === 'USER')?.args;
    expect(user).toBeTruthy();
    expect(user).not.toMatch(/^(root|0)$/);
    expect(runtime.find((i) => i.keyword === 'HEALTHCHECK')?.args).toContain('/healthz');
    expect(runtime.find((i) => i.keyword === 'STOPSIGNAL')?.args).toBe('SIGTERM');
    // What the build produces is what the runtime takes.
    const taken = runtime.filter((i) => i.keyword === 'COPY').map((i) => i.args);
    for (const dir of ['/app/apps/server/dist', '/app/apps/web/dist', '/app/node_modules']) expect(taken.some((args) => args.includes(` ${dir} `))).toBe(true);
    expect(runtime.find((i) => i.keyword === 'ENV')?.args).toContain('NODE_ENV=production');
  });
});

describe('compose.yaml and the proxy', () => {
  const compose = read('compose.yaml');
  const nginx = read('deploy/nginx.conf')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n');

  it('has PostgreSQL, two app instances, a reverse proxy and a mail catcher', () => {
    for (const service of ['postgres', 'app1', 'app2', 'proxy', 'mailpit']) expect(compose).toMatch(new RegExp(`^  ${service}:$`, 'm'));
    expect(compose).toContain('DATABASE_URL: postgres://');
    expect(compose).toContain('SMTP_URL: smtp://mailpit:1025');
  });

  it('balances without sticky sessions, and the app trusts exactly the one hop the proxy adds', () => {
    expect(nginx).toMatch(/server app1:3000/);
    expect(nginx).toMatch(/server app2:3000/);
    expect(nginx).not.toMatch(/ip_hash|hash \$|sticky/);
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(compose).toContain("TRUSTED_PROXIES: '1'");
  });

  it('never routes /metrics through the proxy, and guards a non-loopback metrics port with a token', () => {
    expect(nginx).toMatch(/location = \/metrics \{\s*return 404;/);
    expect(compose).toContain('METRICS_HOST: 0.0.0.0');
    expect(compose).toMatch(/METRICS_TOKEN: \$\{METRICS_TOKEN:\?/);
  });
});
