/**
 * The audit trail's breakage (decision 082; the rule append_only in conformance/rules/append-only.ts): a trail
 * that rewrites its records, as a backend that lets someone edit an entry would show it.
 */
import type { Breakage, Data } from './breakage-hook';

export const AUDIT_BREAKAGES: Breakage[] = [
  // append_only
  {
    name: 'audit-trail-rewritten',
    breaks: 'listAuditEvents answers every record after the first read with its detail rewritten',
    check: 'append_only',
    operations: ['listAuditEvents'],
    effects: () => {
      let reads = 0;
      return [
        {
          operationId: 'listAuditEvents',
          response: (answer) => {
            const data = (answer.json as { data?: { items?: Data[] } } | undefined)?.data;
            if (answer.status >= 300 || !Array.isArray(data?.items)) return;
            if (reads++ > 0) for (const item of data.items) item.detail = 'Edited afterwards';
          },
        },
      ];
    },
  },
];
