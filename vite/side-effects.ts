/**
 * Whether a module's top level may have side effects, roughly as Rollup judges them when it decides which of a
 * module's imports a page needs (vite/used-imports.ts). Rollup looks into every function called; this looks one
 * step: declarations, literals, functions, calls marked pure, reads and calls of the module's own names, of pure
 * globals (`new Map()`, `Object.freeze`) and of imports that `impure` clears do nothing; a call of an import it
 * does not clear (React's `forwardRef`, from CommonJS that Rollup cannot see into, or an app function that calls
 * one), a read or call of another global, an assignment or any other statement may.
 */
import type { Rollup } from 'vite';

type Node = Rollup.AstNode & Record<string, unknown>;

/** Where Rollup's syntax tree keeps a node's `/* @__PURE__ *\/` comment. */
const ANNOTATIONS = '_rollupAnnotations';

/** Globals that Rollup knows do nothing else when called, constructed or read (its `knownGlobals`, in part). */
const PURE_GLOBALS = new Set([
  ...['Map', 'Set', 'WeakMap', 'WeakSet', 'RegExp', 'Symbol', 'String', 'Number', 'Boolean', 'Error', 'Math'],
  ...['isFinite', 'isNaN', 'parseInt', 'parseFloat', 'encodeURIComponent', 'decodeURIComponent', 'undefined'],
  ...[
    'Object.freeze',
    'Object.keys',
    'Object.entries',
    'Object.values',
    'Object.fromEntries',
    'Object.create',
  ],
  ...['Array.isArray', 'Number.isFinite', 'Number.isInteger', 'Number.MAX_SAFE_INTEGER', 'Symbol.for'],
  ...[
    'Intl.DateTimeFormat',
    'Intl.NumberFormat',
    'Intl.Collator',
    'Intl.PluralRules',
    'Intl.RelativeTimeFormat',
  ],
  ...['Intl.ListFormat', 'Intl.Segmenter', 'Intl.DisplayNames'],
]);

/** The names a module declares or imports, and whether calling one of those it imports may have effects. */
type Scope = { safe: Set<string>; impure: (local: string) => boolean };

/** `impure`: whether calling (or reading a member of) this imported name may have effects. */
export function hasEffects(ast: Rollup.ProgramNode, impure: (local: string) => boolean): boolean {
  const body = ast.body as unknown as Node[];
  const scope = scopeOf(body, impure);
  return body.some((statement) => statementEffects(statement, scope));
}

/**
 * The module's exported functions that call something with effects when called (`forwardRef` inside
 * `leanIcon`): a top-level call of one of them has effects too. Calls inside functions they define do not count.
 */
export function effectfulFunctions(ast: Rollup.ProgramNode, impure: (local: string) => boolean): Set<string> {
  const body = ast.body as unknown as Node[];
  const scope = scopeOf(body, impure);
  const effectful = new Set<string>();
  for (const statement of body) {
    const declaration = (statement.type.startsWith('Export') ? statement.declaration : null) as Node | null;
    const exported = statement.type === 'ExportDefaultDeclaration' ? 'default' : null;
    const functions: [string, Node | null | undefined][] =
      declaration?.type === 'VariableDeclaration'
        ? (declaration.declarations as Node[]).map((d) => [String((d.id as Node).name), d.init as Node])
        : declaration
          ? [[exported ?? String((declaration.id as Node | null)?.name), declaration]]
          : [];
    for (const [name, fn] of functions)
      if (fn && /Function/.test(fn.type) && callsWithEffects(fn.body as Node, scope)) effectful.add(name);
  }
  return effectful;
}

function scopeOf(body: Node[], impure: (local: string) => boolean): Scope {
  const scope: Scope = { safe: new Set(), impure };
  for (const statement of body) for (const name of declared(statement)) scope.safe.add(name);
  return scope;
}

/** Whether code calls, outside the functions it defines, something that may have effects. */
function callsWithEffects(node: unknown, scope: Scope): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some((child) => callsWithEffects(child, scope));
  const n = node as Node;
  if (/Function/.test(String(n.type))) return false;
  if ((n.type === 'CallExpression' || n.type === 'NewExpression') && !safeName(n.callee as Node, scope)) {
    const callee = n.callee as Node;
    const root = callee.type === 'MemberExpression' ? (callee.object as Node) : callee;
    if (root.type === 'Identifier' && scope.impure(String(root.name))) return true;
  }
  return Object.entries(n).some(([key, child]) => key !== 'type' && callsWithEffects(child, scope));
}

function declared(node: Node): string[] {
  const declaration = (node.type.startsWith('Export') ? node.declaration : node) as Node | null;
  if (declaration?.type === 'ImportDeclaration')
    return (declaration.specifiers as Node[]).map((s) => String((s.local as Node).name));
  if (declaration?.type === 'VariableDeclaration')
    return (declaration.declarations as Node[]).map((d) => String((d.id as Node).name));
  const id = declaration?.id as Node | null | undefined;
  return id ? [String(id.name)] : [];
}

/** A name (`x`, or `x.y` for a member of `x`) whose read or call does nothing else. */
function safeName(node: Node, scope: Scope): boolean {
  if (node.type === 'Identifier') {
    const name = String(node.name);
    return (scope.safe.has(name) && !scope.impure(name)) || PURE_GLOBALS.has(name);
  }
  if (node.type !== 'MemberExpression' || node.computed) return false;
  const object = node.object as Node;
  if (object.type !== 'Identifier') return false;
  const name = String(object.name);
  const member = `${name}.${String((node.property as Node).name)}`;
  return PURE_GLOBALS.has(member) || name === 'Math' || (scope.safe.has(name) && !scope.impure(name));
}

function statementEffects(node: Node, scope: Scope): boolean {
  switch (node.type) {
    case 'ImportDeclaration':
    case 'ExportAllDeclaration':
    case 'FunctionDeclaration':
    case 'EmptyStatement':
      return false;
    case 'ClassDeclaration':
      return classEffects(node, scope);
    case 'ExportNamedDeclaration':
      return node.declaration ? statementEffects(node.declaration as Node, scope) : false;
    case 'ExportDefaultDeclaration': {
      const declaration = node.declaration as Node;
      return /Declaration$/.test(declaration.type)
        ? statementEffects(declaration, scope)
        : expressionEffects(declaration, scope);
    }
    case 'VariableDeclaration':
      return (node.declarations as Node[]).some(
        (d) => (d.id as Node).type !== 'Identifier' || expressionEffects(d.init as Node | null, scope),
      );
    case 'ExpressionStatement':
      // A directive ('use strict') is a string on its own.
      return (node.expression as Node).type !== 'Literal';
    default:
      return true;
  }
}

function classEffects(node: Node, scope: Scope): boolean {
  if (expressionEffects(node.superClass as Node | null, scope)) return true;
  return ((node.body as Node).body as Node[]).some(
    (member) =>
      member.type === 'StaticBlock' ||
      Boolean(member.computed) ||
      (member.static === true && expressionEffects(member.value as Node | null, scope)),
  );
}

function expressionEffects(node: Node | null | undefined, scope: Scope): boolean {
  if (!node) return false;
  const any = (nodes: (Node | null)[]) =>
    nodes.some((n) => n !== null && (n.type === 'SpreadElement' || expressionEffects(n, scope)));
  switch (node.type) {
    case 'Literal':
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return false;
    case 'Identifier':
    case 'MemberExpression':
      return !safeName(node, scope);
    case 'ClassExpression':
      return classEffects(node, scope);
    case 'TemplateLiteral':
    case 'SequenceExpression':
      return any(node.expressions as Node[]);
    case 'ArrayExpression':
      return any(node.elements as (Node | null)[]);
    case 'ObjectExpression':
      return (node.properties as Node[]).some(
        (p) =>
          p.type !== 'Property' ||
          (Boolean(p.computed) && expressionEffects(p.key as Node, scope)) ||
          expressionEffects(p.value as Node, scope),
      );
    case 'UnaryExpression':
      return node.operator === 'delete' || expressionEffects(node.argument as Node, scope);
    case 'BinaryExpression':
    case 'LogicalExpression':
      return any([node.left as Node, node.right as Node]);
    case 'ConditionalExpression':
      return any([node.test as Node, node.consequent as Node, node.alternate as Node]);
    case 'CallExpression':
    case 'NewExpression': {
      const annotations = node[ANNOTATIONS] as { type: string }[] | undefined;
      const pure = annotations?.some((a) => a.type === 'pure') || safeName(node.callee as Node, scope);
      return !pure || any(node.arguments as Node[]);
    }
    default:
      return true;
  }
}
