/**
 * The run's report as one self-contained HTML file (`--report-html FILE`), beside the text, JSON and JUnit forms:
 * the verdict and the run's figures, warnings, a table per check, then each operation with its checks and its
 * failures — each with the failing request as a curl line (a copy button) and the answer (status, headers, the
 * start of the body). No external assets. Everything from the server or the run is text: the one template tag
 * (./html.ts) escapes whatever it is given, and the page's Content-Security-Policy runs no script but its own.
 */
import { createHash } from 'node:crypto';
import { CHECK_DESCRIPTIONS } from './checks';
import { judgedBy, specName, tokenHelp, type Report } from './report';
import type { CheckTally, OperationResult } from './results';
import type { AnswerExcerpt, CheckFailure, CheckName } from './types';
import { html, Html } from './html';

export { escapeHtml } from './html';

// Copies the text of the <pre> beside the button; it reads the page, never builds markup from it.
const SCRIPT = `document.addEventListener('click', function (event) {
  var button = event.target.closest && event.target.closest('button[data-copy]');
  if (!button) return;
  var text = button.parentElement.querySelector('pre').textContent;
  var done = function () { button.textContent = 'Copied'; setTimeout(function () { button.textContent = 'Copy'; }, 1500); };
  if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).then(done);
  else { var area = document.createElement('textarea'); area.value = text; document.body.appendChild(area);
    area.select(); document.execCommand('copy'); area.remove(); done(); }
});`;
const SCRIPT_HASH = createHash('sha256').update(SCRIPT).digest('base64');
const SCRIPT_ELEMENT = new Html(`<script>${SCRIPT}</script>`);
const CSP = `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${SCRIPT_HASH}'; img-src data:`;

const STYLE = `
body { font: 14px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem; color: #1b1f24; }
h1 { font-size: 1.4rem; margin: 0.2rem 0; } h2 { font-size: 1.15rem; margin-top: 2rem; }
.passed { color: #116329; } .failed { color: #b42318; } .skipped { color: #6b7280; }
.verdict { font-size: 1.2rem; font-weight: 600; }
table { border-collapse: collapse; margin: 0.5rem 0; } th, td { text-align: left; padding: 0.2rem 0.7rem; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
details.operation { border: 1px solid #d0d7de; border-radius: 6px; margin: 0.4rem 0; padding: 0.3rem 0.8rem; }
details.operation > summary { cursor: pointer; font-weight: 600; }
.failure { border-left: 4px solid #b42318; padding: 0.2rem 0.8rem; margin: 0.8rem 0; background: #fff8f7; }
.block { position: relative; } .block pre { padding-right: 4.5rem; } .block button { position: absolute; top: 0.3rem; right: 0.3rem; }
pre { background: #f6f8fa; padding: 0.6rem; overflow-x: auto; white-space: pre-wrap; word-break: break-all; margin: 0.3rem 0; }
dt { font-weight: 600; } dd { margin: 0 0 0.3rem 1rem; } code { background: #f6f8fa; padding: 0 0.2rem; }
.warning { background: #fff8e1; border-left: 4px solid #b7791f; padding: 0.3rem 0.8rem; margin: 0.3rem 0; }
`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const anchor = (operationId: string) => `op-${operationId.replace(/[^\w-]/g, '_')}`;

function verdictOf(tally: CheckTally | undefined): 'passed' | 'failed' | 'skipped' {
  if (!tally || tally.skipped) return 'skipped';
  return tally.failed ? 'failed' : 'passed';
}

function answerBlock(answer: AnswerExcerpt | undefined): Html {
  if (!answer) return html``;
  if (answer.status === undefined)
    return html`<dt>Answer</dt>
      <dd><pre>no answer: ${answer.error ?? 'unknown'}</pre></dd>`;
  const head = [`HTTP ${answer.status}${answer.ms === undefined ? '' : `  (${answer.ms} ms)`}`];
  for (const [name, value] of answer.headers) head.push(`${name}: ${value}`);
  const body = answer.body + (answer.truncated ? '\n… (cut here)' : '');
  return html`<dt>Answer</dt>
    <dd><pre class="answer">${head.join('\n')}${body ? `\n\n${body}` : ''}</pre></dd>`;
}

function failureBlock(failure: CheckFailure): Html {
  const more =
    failure.occurrences > 1 ? ` (${failure.occurrences - 1} more requests failed the same way)` : '';
  return html`<div class="failure">
    <p><strong>${failure.check}</strong> as <code>${failure.role}</code>${more}</p>
    <dl>
      <dt>Expected</dt>
      <dd>${failure.expected}</dd>
      <dt>Seen</dt>
      <dd>${failure.seen}</dd>
      <dt>Request</dt>
      <dd>
        <div class="block">
          <pre class="curl">${failure.curl}</pre>
          <button type="button" data-copy>Copy</button>
        </div>
      </dd>
      ${answerBlock(failure.answer)}
    </dl>
  </div>`;
}

function checkRow(check: CheckName, tally: CheckTally | undefined): Html {
  const verdict = verdictOf(tally);
  const detail =
    verdict === 'skipped'
      ? (tally?.skipped ?? 'not run')
      : `${tally!.passed} passed${tally!.failed ? `, ${tally!.failed} failed` : ''}`;
  return html`<tr>
    <td><code>${check}</code></td>
    <td class="${verdict}">${verdict}</td>
    <td>${detail}</td>
  </tr>`;
}

function operationBlock(report: Report, op: OperationResult): Html {
  const failures = report.failures.filter((f) => f.operationId === op.operationId);
  const statuses = Object.entries(op.statuses)
    .map(([status, count]) => `${status} ×${count}`)
    .join(', ');
  const mark = failures.length ? html`<span class="failed">✗</span>` : html`<span class="passed">✓</span>`;
  return html`<details
    class="operation"
    id="${anchor(op.operationId)}"
    ${failures.length ? new Html(' open') : ''}
  >
    <summary>
      ${mark} ${op.operationId}
      <code>${op.method} ${op.path}</code>${failures.length ? ` — ${plural(failures.length, 'failure')}` : ''}
    </summary>
    <p>Answers: ${statuses || 'none'}</p>
    <p>Judged by: ${judgedBy(op, report.checks).join(', ') || 'nothing'}</p>
    <table>
      <thead>
        <tr>
          <th>Check</th>
          <th>Verdict</th>
          <th></th>
        </tr>
      </thead>
      <tbody>
        ${report.checks.map((check) => checkRow(check, op.checks[check]))}
      </tbody>
    </table>
    ${failures.map(failureBlock)}
  </details>`;
}

/** The report as a single HTML page. */
export function htmlReport(report: Report): string {
  const seconds = (report.durationMs / 1000).toFixed(1);
  const verdict = report.ok ? 'PASSED' : `FAILED: ${plural(report.failures.length, 'failure')}`;
  const failing = report.operations.filter((op) =>
    report.failures.some((f) => f.operationId === op.operationId),
  );
  const unaccepted = report.operations.filter(
    (op) => Object.keys(op.statuses).length && !Object.keys(op.statuses).some((s) => s.startsWith('2')),
  );
  const tokens = tokenHelp(report);
  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta http-equiv="Content-Security-Policy" content="${CSP}" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Conformance ${report.ok ? 'passed' : 'failed'}: ${report.baseUrl}</title>
        <style>
          ${new Html(STYLE)}
        </style>
      </head>
      <body>
        <header>
          <h1>Conformance of ${report.baseUrl} to ${specName(report)}</h1>
          <p class="verdict ${report.ok ? 'passed' : 'failed'}">${verdict}</p>
          <p>
            ${report.operations.length} operations, ${report.requests} requests, ${seconds} s, seed
            ${report.seed} (<code>--seed ${report.seed}</code> repeats it). Logged in as:
            ${report.roles.map((r) => `${r.role} (${r.email})`).join(', ') || 'nobody'}.
          </p>
        </header>
        ${
          report.warnings.length
            ? html`<h2>Warnings</h2>
                ${report.warnings.map((w) => html`<p class="warning">${w}</p>`)}`
            : ''
        }
        <h2>Checks</h2>
        <table>
          <thead>
            <tr>
              <th>Check</th>
              <th>Operations passed</th>
              <th>failed</th>
              <th>skipped</th>
              <th>What it asserts</th>
            </tr>
          </thead>
          <tbody>
            ${report.checks.map((check) => {
              const row = report.summary[check] ?? { passed: 0, failed: 0, skipped: 0 };
              return html`<tr>
                <td><code>${check}</code></td>
                <td class="n">${row.passed}</td>
                <td class="n ${row.failed ? 'failed' : ''}">${row.failed}</td>
                <td class="n">${row.skipped}</td>
                <td>${CHECK_DESCRIPTIONS[check]}</td>
              </tr>`;
            })}
          </tbody>
        </table>
        ${
          failing.length
            ? html`<h2>Operations with failures</h2>
                <ul>
                  ${failing.map((op) => html`<li><a href="#${anchor(op.operationId)}">${op.operationId}</a></li>`)}
                </ul>`
            : ''
        }
        ${
          tokens.length
            ? html`<h2>Tokens for the curl lines</h2>
                <div class="block">
                  <pre>
${["export PASSWORD='the account password'", ...tokens.slice(1, -1).map((l) => l.trim())].join('\n')}</pre>
                  <button type="button" data-copy>Copy</button>
                </div>`
            : ''
        }
        <h2>Operations</h2>
        ${failing.map((op) => operationBlock(report, op))}
        ${report.operations.filter((op) => !failing.includes(op)).map((op) => operationBlock(report, op))}
        ${
          report.skips.length
            ? html`<h2>Not sent (by design)</h2>
                <ul>
                  ${report.skips.map((s) => html`<li><code>${s.operationId}</code>: ${s.what}: ${s.reason}</li>`)}
                </ul>`
            : ''
        }
        ${
          unaccepted.length
            ? html`<h2>Accepted no request</h2>
                <p>
                  Their success answers went unchecked: ${unaccepted.map((op) => op.operationId).join(', ')}
                </p>`
            : ''
        }
        ${SCRIPT_ELEMENT}
      </body>
    </html> `;
  return page.value;
}
