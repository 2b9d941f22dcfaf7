/**
 * Tells a person when the site's pipeline fails, and when it is well again, through one issue
 * labelled `site-pipeline`: the deploy workflow's last job (.github/workflows/deploy.yml) opens it
 * on a failure (or comments on the one open), closes it on the next green run, and says nothing for
 * a cancelled one. docs/deploy.md ("Who is told") says who hears of it and why --keepalive asks
 * GitHub to keep the daily schedule enabled. It uses the workflow's own token (GITHUB_TOKEN) and
 * GITHUB_API_URL, which the test points at a fake on 127.0.0.1 (report-run.test.ts).
 *
 *   npx tsx scripts/ops/report-run.ts --needs '${{ toJSON(needs) }}' --event schedule [--details live-check.txt]
 *     [--keepalive deploy.yml]
 */
import { existsSync, readFileSync } from 'node:fs';
import { fail, isEntryPoint, messageOf, readCommandLine } from '../lib/cli';

/** The label that marks the pipeline's issue: the one issue open at a time. */
export const LABEL = 'site-pipeline';
export const TITLE = 'The website did not update or is not answering as it should';

/** Each job of deploy.yml, said for the agency: what failed, and what it means for the site. */
const JOBS: Record<string, { name: string; failed: (event: string) => string }> = {
  changes: {
    name: 'What changed',
    failed: () => 'The pipeline could not read what the push changed, so nothing was built or published.',
  },
  tests: {
    name: 'Full test suite',
    failed: () =>
      "The test suite (npm test) failed on the pushed change, so it was not published: the site still shows the version before it. The run's log names each failed test.",
  },
  build: {
    name: 'Build and check',
    failed: (event) =>
      (event === 'schedule'
        ? "The daily rebuild failed, so today's site was not published: prices due to expire today still show, and posts dated today do not appear. "
        : "The build, or a check before publishing (the launch check, a post's fields, the link check), failed, so nothing was published: the site still shows the previous build. ") +
      "The run's log says which file and field, or which link.",
  },
  deploy: {
    name: 'Publish to GitHub Pages',
    failed: () =>
      'The build passed, but GitHub Pages did not publish it: the site still shows the previous build. This is usually a passing fault at GitHub; running the workflow again (Actions > Deploy > Run workflow) often settles it.',
  },
  'live-check': {
    name: 'Check the live site',
    failed: () => 'The site is published, but the live check found it answering differently from what the build promised:',
  },
};

export type JobResult = { result: 'success' | 'failure' | 'cancelled' | 'skipped' };
export type Verdict = { state: 'failed' | 'green' | 'unknown'; failed: string[] };

/**
 * The run's outcome from its jobs' results (`toJSON(needs)`): failed when a job failed, green
 * when the live check passed (the last job: everything before it passed or was skipped on
 * purpose), otherwise unknown (cancelled, or stopped before the end without a failure).
 */
export function verdict(needs: Record<string, JobResult>): Verdict {
  const failed = Object.keys(needs).filter((job) => needs[job]!.result === 'failure');
  if (failed.length) return { state: 'failed', failed };
  if (needs['live-check']?.result === 'success') return { state: 'green', failed };
  return { state: 'unknown', failed };
}

/** The failure said in words: one paragraph per failed job, the live check's report quoted. */
export function failureText(failed: string[], event: string, runUrl: string, details?: string): string {
  const what = failed.map((job) => {
    const known = JOBS[job];
    const text = known ? `**${known.name}**: ${known.failed(event)}` : `**${job}** failed.`;
    return job === 'live-check' && details?.trim() ? `${text}\n\n\`\`\`text\n${details.trim().slice(-6000)}\n\`\`\`` : text;
  });
  const when = { schedule: 'The daily rebuild', push: 'The run for a push to main', workflow_dispatch: 'A run started by hand' }[
    event
  ];
  return [`${when ?? 'A run'} failed: ${runUrl}`, ...what].join('\n\n');
}

type Issue = { number: number; html_url: string; pull_request?: unknown };

/** GitHub's REST API as the workflow's token sees it. */
export function github(apiUrl: string, repository: string, token: string) {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${apiUrl.replace(/\/$/, '')}/repos/${repository}${path}`, {
      method,
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${token}`,
        'x-github-api-version': '2022-11-28',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(
        `GitHub answered ${response.status} to ${method} ${path}: ${text.slice(0, 300)}` +
          (response.status === 403 ? ' (does the job have the permission it needs: issues: write, actions: write?)' : ''),
      );
    return (text ? JSON.parse(text) : null) as T;
  }
  return {
    openIssue: async () =>
      (await call<Issue[]>('GET', `/issues?state=open&labels=${LABEL}&per_page=10`)).find((issue) => !issue.pull_request) ?? null,
    create: (body: string) => call<Issue>('POST', '/issues', { title: TITLE, body, labels: [LABEL] }),
    comment: (issue: number, body: string) => call<unknown>('POST', `/issues/${issue}/comments`, { body }),
    close: (issue: number) => call<unknown>('PATCH', `/issues/${issue}`, { state: 'closed', state_reason: 'completed' }),
    keepEnabled: (workflow: string) => call<unknown>('PUT', `/actions/workflows/${encodeURIComponent(workflow)}/enable`),
  };
}

export type ReportInput = {
  needs: Record<string, JobResult>;
  event: string;
  runUrl: string;
  details?: string;
  api: ReturnType<typeof github>;
};

/** Opens, comments on or closes the pipeline's issue; resolves to what it did, in one line. */
export async function reportRun({ needs, event, runUrl, details, api }: ReportInput): Promise<string> {
  const { state, failed } = verdict(needs);
  if (state === 'unknown') return 'The run was cancelled or did not finish: nothing reported.';
  const open = await api.openIssue();
  if (state === 'failed') {
    const body = failureText(failed, event, runUrl, details);
    if (open) {
      await api.comment(open.number, body);
      return `Failed again: commented on ${open.html_url}`;
    }
    const issue = await api.create(
      `${body}\n\n---\nThis issue stays open while runs fail; each failed run comments here, and the next green run closes it. ` +
        'Everyone who watches the repository is notified (docs/deploy.md: who is told).',
    );
    return `Failed: opened ${issue.html_url}`;
  }
  if (!open) return 'Green, and no issue open: nothing to report.';
  await api.comment(open.number, `Green again: ${runUrl} built, published and checked the live site without a problem.`);
  await api.close(open.number);
  return `Green again: closed ${open.html_url}`;
}

if (isEntryPoint(import.meta.url)) {
  const command = 'report-run';
  const { values } = readCommandLine(command, {
    options: {
      needs: { type: 'string' },
      event: { type: 'string' },
      details: { type: 'string' },
      keepalive: { type: 'string' },
    },
  });
  const { GITHUB_TOKEN, GITHUB_REPOSITORY, GITHUB_API_URL, GITHUB_SERVER_URL, GITHUB_RUN_ID } = process.env;
  if (!values.needs) fail(command, "pass the jobs' results: --needs '${{ toJSON(needs) }}'");
  if (!GITHUB_TOKEN || !GITHUB_REPOSITORY)
    fail(command, 'GITHUB_TOKEN and GITHUB_REPOSITORY must be set (the workflow passes its own token)');
  let needs: Record<string, JobResult>;
  try {
    needs = JSON.parse(values.needs) as Record<string, JobResult>;
  } catch {
    fail(command, `--needs is not JSON: ${values.needs.slice(0, 100)}`);
  }
  const api = github(GITHUB_API_URL || 'https://api.github.com', GITHUB_REPOSITORY, GITHUB_TOKEN);
  const runUrl = `${GITHUB_SERVER_URL || 'https://github.com'}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID ?? ''}`;
  const details = values.details && existsSync(values.details) ? readFileSync(values.details, 'utf8') : undefined;
  (async () => {
    console.log(await reportRun({ needs, event: values.event ?? process.env.GITHUB_EVENT_NAME ?? '', runUrl, details, api }));
    if (values.keepalive) {
      await api.keepEnabled(values.keepalive);
      console.log(
        `${values.keepalive}: kept enabled, so GitHub does not switch its schedule off after 60 days without activity.`,
      );
    }
  })().catch((error: unknown) => fail(command, messageOf(error)));
}
