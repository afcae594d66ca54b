/**
 * The part of Node 24's `node:sqlite` the store uses. The project's @types/node is 20's, which has no such module;
 * when it moves to 24's, this file goes.
 */
declare module 'node:sqlite' {
  type SQLInputValue = null | number | bigint | string | Uint8Array;
  export interface StatementSync {
    run(...values: SQLInputValue[]): { changes: number | bigint; lastInsertRowid: number | bigint };
    get(...values: SQLInputValue[]): unknown;
    all(...values: SQLInputValue[]): unknown[];
    iterate(...values: SQLInputValue[]): IterableIterator<unknown>;
  }
  export class DatabaseSync {
    constructor(path: string, options?: { open?: boolean; readOnly?: boolean; timeout?: number });
    readonly isTransaction: boolean;
    exec(sql: string): void;
    prepare(sql: string): StatementSync;
    close(): void;
  }
}
