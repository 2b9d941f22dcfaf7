import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempExport } from '../test/temp-export';
import { github, LABEL, reportRun, TITLE, type JobResult } from './report-run';

/**
 * A fake of the part of GitHub's REST API the script uses, on 127.0.0.1: issues (list by label,
 * create, comment, close) and "enable a workflow", each refused without the workflow's token.
 * It keeps what it was asked, as GitHub would.
 */
type FakeIssue = { number: number; title: string; body: string; labels: string[]; state: string; comments: string[] };
const TOKEN = 'ghs_workflow_token_for_the_test';
const REPO = 'travel-orchard/site';
const issues: FakeIssue[] = [];
const enabled: string[] = [];
let server: Server;
let apiUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const send = (status: number, body?: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(body === undefined ? '' : JSON.stringify(body));
      if (req.headers.authorization !== `Bearer ${TOKEN}`) return send(401, { message: 'Bad credentials' });
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = url.pathname.replace(`/repos/${REPO}`, '');
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      const shown = (issue: FakeIssue) => ({ ...issue, html_url: `https://github.com/${REPO}/issues/${issue.number}` });
      let match: RegExpExecArray | null;
      if (req.method === 'GET' && path === '/issues') {
        const label = url.searchParams.get('labels');
        return send(
          200,
          issues.filter((issue) => issue.state === url.searchParams.get('state') && issue.labels.includes(label!)).map(shown),
        );
      }
      if (req.method === 'POST' && path === '/issues') {
        const issue = {
          number: issues.length + 1,
          title: String(body.title),
          body: String(body.body),
          labels: body.labels as string[],
          state: 'open',
          comments: [],
        };
        issues.push(issue);
        return send(201, shown(issue));
      }
      if ((match = /^\/issues\/(\d+)(\/comments)?$/.exec(path))) {
        const issue = issues.find((candidate) => candidate.number === Number(match![1]));
        if (!issue) return send(404, { message: 'Not Found' });
        if (req.method === 'POST' && match[2]) {
          issue.comments.push(String(body.body));
          return send(201, { id: issue.comments.length });
        }
        if (req.method === 'PATCH' && !match[2]) {
          issue.state = String(body.state);
          return send(200, shown(issue));
        }
      }
      if (req.method === 'PUT' && (match = /^\/actions\/workflows\/([^/]+)\/enable$/.exec(path))) {
        enabled.push(decodeURIComponent(match[1]!));
        return send(204);
      }
      send(404, { message: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(() => server.close());

const jobs = (needs: Record<string, string>) =>
  Object.fromEntries(Object.entries(needs).map(([job, result]) => [job, { result } as JobResult]));

/** The script's logic, in this process, as the daily rebuild would call it. */
const report = (needs: Record<string, string>, token = TOKEN) =>
  reportRun({
    needs: jobs(needs),
    event: 'schedule',
    runUrl: `https://github.com/${REPO}/actions/runs/42`,
    api: github(apiUrl, REPO, token),
  });

/** The script as the workflow runs it: a process, the workflow's environment, the jobs' results. */
async function run(needs: Record<string, string>, extra: string[] = []) {
  const jobs = JSON.stringify(Object.fromEntries(Object.entries(needs).map(([job, result]) => [job, { result, outputs: {} }])));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/ops/report-run.ts', '--needs', jobs, '--event', 'schedule', ...extra],
    {
      env: {
        ...process.env,
        GITHUB_TOKEN: TOKEN,
        GITHUB_REPOSITORY: REPO,
        GITHUB_API_URL: apiUrl,
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_RUN_ID: '42',
      },
    },
  );
  return stdout.trim();
}

const green = { changes: 'success', tests: 'skipped', build: 'success', deploy: 'success', 'live-check': 'success' };

describe('report-run: one issue for a failing pipeline, against a fake of GitHub’s API', () => {
  it(
    'opens exactly one issue for a failure, comments on it for the next, closes it when green',
    { timeout: 60_000 },
    async () => {
      expect(await report(green)).toBe('Green, and no issue open: nothing to report.');
      // Green only when the live check, the last job, passed; a cancelled run says nothing.
      expect(await report({ ...green, build: 'cancelled', 'live-check': 'skipped' })).toBe(
        'The run was cancelled or did not finish: nothing reported.',
      );
      expect(issues).toEqual([]);

      expect(await report({ ...green, build: 'failure', deploy: 'skipped', 'live-check': 'skipped' })).toBe(
        `Failed: opened https://github.com/${REPO}/issues/1`,
      );
      expect(issues).toHaveLength(1);
      expect(issues[0]).toMatchObject({ title: TITLE, labels: [LABEL], state: 'open' });
      expect(issues[0]!.body).toContain('The daily rebuild failed: https://github.com/travel-orchard/site/actions/runs/42');
      expect(issues[0]!.body).toContain('prices due to expire today still show, and posts dated today do not appear');

      // The live check's own report travels with its failure, and only the failed job is named.
      const live = '1. https://www.travelorchard.ng/_next/static/chunks/a.js answers 404, not 200';
      const details = join(tempExport({ 'live.txt': live }, 'report-run-'), 'live.txt');
      expect(await run({ ...green, 'live-check': 'failure' }, ['--details', details])).toBe(
        `Failed again: commented on https://github.com/${REPO}/issues/1`,
      );
      expect(issues).toHaveLength(1);
      expect(issues[0]!.comments).toHaveLength(1);
      expect(issues[0]!.comments[0]).toContain('**Check the live site**');
      expect(issues[0]!.comments[0]).toContain('_next/static/chunks/a.js answers 404');
      expect(issues[0]!.comments[0]).not.toContain('**Build and check**');

      // The green run as the workflow starts it: a process, with the workflow's environment.
      expect(await run(green, ['--keepalive', 'deploy.yml'])).toContain(
        `Green again: closed https://github.com/${REPO}/issues/1`,
      );
      expect(issues[0]!.state).toBe('closed');
      expect(issues[0]!.comments[1]).toContain('Green again');
      expect(enabled).toEqual(['deploy.yml']);

      // A new failure after that opens a new issue: the closed one is history.
      await report({ ...green, deploy: 'failure', 'live-check': 'skipped' });
      expect(issues.map((issue) => issue.state)).toEqual(['closed', 'open']);
    },
  );

  it('says what GitHub answered when it refuses the token', async () => {
    await expect(report({ ...green, build: 'failure' }, 'not-the-token')).rejects.toThrow(
      'GitHub answered 401 to GET /issues?state=open&labels=site-pipeline&per_page=10: {"message":"Bad credentials"}',
    );
  });
});
