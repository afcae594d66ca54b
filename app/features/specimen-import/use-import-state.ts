/**
 * The page's state: the rows and the chosen facility, taken from the action's answer when one comes (once per
 * answer), else from sessionStorage after hydration; saved on every change (import-storage.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ColumnKey } from './columns';
import { EMPTY_STATE, loadImportState, saveImportState, type ImportState } from './import-storage';
import type { ImportAnswer } from './types';

/** The state an answer leaves the page in (the state before it, for a refused file). */
export function stateAfter(answer: ImportAnswer | undefined, before: ImportState): ImportState {
  if (!answer) return before;
  switch (answer.kind) {
    case 'rows':
      return {
        rows: answer.rows,
        fileName: answer.fileName,
        ignoredHeaders: answer.ignoredHeaders,
        facilityId: answer.facilityId || before.facilityId,
        apiIssues: answer.apiIssues ?? {},
        problems: answer.problems,
        facilityError: answer.facilityError,
        result: null,
      };
    case 'created':
      return { ...EMPTY_STATE, result: { cases: answer.cases, message: answer.message } };
    case 'refused':
      return before;
  }
}

export function useImportState(answer: ImportAnswer | undefined) {
  const [state, setState] = useState<ImportState>(() => stateAfter(answer, EMPTY_STATE));
  const seen = useRef(answer?.nonce);
  const restored = useRef(false);

  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      if (!answer) {
        const kept = loadImportState();
        if (kept) setState(kept);
        return;
      }
    }
    if (answer && answer.nonce !== seen.current) {
      seen.current = answer.nonce;
      setState((before) => stateAfter(answer, before));
    }
  }, [answer]);

  useEffect(() => {
    if (restored.current) saveImportState(state);
  }, [state]);

  const editCell = useCallback((rowId: string, key: ColumnKey, value: string) => {
    setState((s) => {
      const rowIssues = s.apiIssues[rowId];
      const apiIssues = rowIssues?.[key]
        ? { ...s.apiIssues, [rowId]: { ...rowIssues, [key]: undefined } }
        : s.apiIssues;
      return {
        ...s,
        apiIssues,
        rows: s.rows.map((row) =>
          row.id === rowId ? { ...row, cells: { ...row.cells, [key]: value } } : row,
        ),
      };
    });
  }, []);
  const dropRow = useCallback((rowId: string) => {
    setState((s) => {
      const { [rowId]: _dropped, ...apiIssues } = s.apiIssues;
      return { ...s, apiIssues, rows: s.rows.filter((row) => row.id !== rowId) };
    });
  }, []);
  const setFacility = useCallback((facilityId: string) => {
    setState((s) => ({ ...s, facilityId, facilityError: null }));
  }, []);
  const reset = useCallback(() => setState(EMPTY_STATE), []);
  return { state, editCell, dropRow, setFacility, reset };
}
