/**
 * The page's state: the rows and the chosen facility, taken from the action's answer when one comes (once per
 * answer), else from sessionStorage after hydration; saved on every change (import-storage.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ColumnKey, ImportRow } from './columns';
import type { RowIssues } from './rules';
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

/** A dropped row as Undo needs it: the row, where it stood, its API messages, and the file it came from. */
export interface DroppedRow {
  row: ImportRow;
  index: number;
  issues: RowIssues[string] | undefined;
  fileName: string | null;
}

/** What Drop takes out (for Undo), or null when the row is not there. */
export function dropOf(state: ImportState, rowId: string): DroppedRow | null {
  const index = state.rows.findIndex((row) => row.id === rowId);
  if (index < 0) return null;
  return { row: state.rows[index]!, index, issues: state.apiIssues[rowId], fileName: state.fileName };
}

/** The state without the row and its API messages. */
export function dropped(state: ImportState, rowId: string): ImportState {
  const { [rowId]: _dropped, ...apiIssues } = state.apiIssues;
  return { ...state, apiIssues, rows: state.rows.filter((row) => row.id !== rowId) };
}

/**
 * Undo of a drop: the row back where it stood, with its messages. Only into the rows it was dropped from: after
 * another spreadsheet (or once the cases are created) the Undo does nothing.
 */
export function withRowRestored(state: ImportState, drop: DroppedRow): ImportState {
  if (state.result || state.fileName !== drop.fileName || state.rows.some((row) => row.id === drop.row.id)) {
    return state;
  }
  const rows = [...state.rows];
  rows.splice(Math.min(drop.index, rows.length), 0, drop.row);
  const apiIssues = drop.issues ? { ...state.apiIssues, [drop.row.id]: drop.issues } : state.apiIssues;
  return { ...state, rows, apiIssues };
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
    setState((s) => dropped(s, rowId));
  }, []);
  const restoreRow = useCallback((drop: DroppedRow) => {
    setState((s) => withRowRestored(s, drop));
  }, []);
  const setFacility = useCallback((facilityId: string) => {
    setState((s) => ({ ...s, facilityId, facilityError: null }));
  }, []);
  const reset = useCallback(() => setState(EMPTY_STATE), []);
  return { state, editCell, dropRow, restoreRow, setFacility, reset };
}
