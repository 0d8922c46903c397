// Every message the server can put in an error body, found in the source (server + shared) by its
// syntax: what the Kiswahili table (sw-*.ts) must cover. Used by the coverage test only; kept apart
// from it so a reader sees, in one place, what counts as "a message the server can send".
//
// Found:
// - the message argument of `new AppError(status, code, message)`, `errors.<kind>(message)`,
//   `errorBody(code, message)` and `validation(...)` helpers;
// - every string of an object literal named `*_MESSAGES` (its functions' templates too);
// - zod's own messages written in the contract: `{ error: '...' }` / `{ message: '...' }` and the
//   message argument of `.min/.max/.regex/.refine/…`;
// - every `message:` string property of an object literal (a thrown error's or a body's).
// A template literal becomes an English template with `{}` for each interpolated value.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface FoundMessage {
  /** The English text; `{}` stands for an interpolated value. */
  text: string;
  where: string;
}

const ZOD_MESSAGE_ARG: Record<string, number> = {
  min: 1,
  max: 1,
  length: 1,
  regex: 1,
  gte: 1,
  lte: 1,
  gt: 1,
  lt: 1,
  startsWith: 1,
  endsWith: 1,
  includes: 1,
  multipleOf: 1,
  refine: 1,
  email: 0,
  url: 0,
  uuid: 0,
  int: 0,
  positive: 0,
  nonnegative: 0,
  nonempty: 0,
  trim: -1,
};
const ERROR_HELPERS: Record<string, number> = { validation: 0, unauthorized: 0, forbidden: 0, notFound: 0, conflict: 0, errorBody: 1 };

/** Files whose messages never reach an answer: env.ts stops the server at start-up, in the operator's log. */
const NOT_ANSWERS = ['apps/server/src/env.ts'];
const ALL_SENTENCES_IN = 'apps/server/src/http/errors.ts';

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** A string or template literal as an English template; null for anything else. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  return null;
}

/** The literals an expression can evaluate to: both arms of a condition, `a ?? 'b'`, a function's body. */
function literalsOf(node: ts.Node): string[] {
  const text = literalText(node);
  if (text !== null) return [text];
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
  if (ts.isBinaryExpression(node) && (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.BarBarToken)) return literalsOf(node.right);
  // `a + b` of literals: every combination (a condition on either side gives several).
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = literalsOf(node.left);
    const right = literalsOf(node.right);
    return left.flatMap((l) => right.map((r) => l + r));
  }
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node)) {
    if (!node.body) return [];
    if (ts.isBlock(node.body)) {
      const found: string[] = [];
      const visit = (child: ts.Node) => {
        if (ts.isReturnStatement(child) && child.expression) found.push(...literalsOf(child.expression));
        else if (!ts.isFunctionLike(child)) ts.forEachChild(child, visit);
      };
      ts.forEachChild(node.body, visit);
      return found;
    }
    return literalsOf(node.body);
  }
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) return literalsOf(node.expression);
  return [];
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

/** A function's name: its declaration's, or the const it is assigned to. */
function nameOf(node: ts.FunctionDeclaration | ts.ArrowFunction): string | undefined {
  if (ts.isFunctionDeclaration(node)) return node.name?.text;
  return ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name) ? node.parent.name.text : undefined;
}

export function findServerMessages(repoRoot: string): FoundMessage[] {
  const roots = [join(repoRoot, 'apps/server/src'), join(repoRoot, 'packages/shared/src')];
  const found: FoundMessage[] = [];
  for (const file of roots.flatMap(sourceFiles).filter((path) => !NOT_ANSWERS.some((end) => path.endsWith(end)))) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const rel = relative(repoRoot, file);
    const add = (node: ts.Node) => {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      for (const t of literalsOf(node)) found.push({ text: t, where: `${rel}:${line}` });
    };
    const usesZod = /from 'zod'/.test(text);
    const visit = (node: ts.Node) => {
      if (ts.isNewExpression(node) && calleeName(node) === 'AppError' && node.arguments?.[2]) add(node.arguments[2]);
      if (ts.isCallExpression(node)) {
        const name = calleeName(node);
        if (name && name in ERROR_HELPERS) {
          const arg = node.arguments[ERROR_HELPERS[name]!];
          if (arg) add(arg);
        }
        if (usesZod && name && name in ZOD_MESSAGE_ARG && ts.isPropertyAccessExpression(node.expression)) {
          const index = ZOD_MESSAGE_ARG[name]!;
          const arg = index >= 0 ? node.arguments[index] : undefined;
          if (arg && literalText(arg) !== null) add(arg);
        }
      }
      // `{ error: '…' }` / `{ message: '…' }` (zod's options, a thrown error's or a body's message).
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && (node.name.text === 'message' || (usesZod && node.name.text === 'error'))) add(node.initializer);
      // errors.ts's own words (default messages, the zod fallbacks): every sentence in it.
      if (rel.endsWith(ALL_SENTENCES_IN) && (ts.isStringLiteral(node) || ts.isTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node))) {
        const sentence = literalText(node);
        if (sentence && /^[A-Z].*\.$/.test(sentence)) add(node);
      }
      // `const X_MESSAGE = '…'` and `function xMessage() { return `…` }`: one message each.
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /_MESSAGE$/.test(node.name.text) && node.initializer) add(node.initializer);
      if ((ts.isFunctionDeclaration(node) || ts.isArrowFunction(node)) && /Message$/.test(nameOf(node) ?? '')) add(node);
      // `const X_MESSAGES = { … }`: every string it holds.
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /_MESSAGES$/.test(node.name.text) && node.initializer) {
        let init: ts.Expression = node.initializer;
        while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
        if (ts.isObjectLiteralExpression(init)) {
          for (const property of init.properties) {
            if (ts.isPropertyAssignment(property)) add(property.initializer);
            else if (ts.isMethodDeclaration(property) && property.body) {
              const visitReturn = (child: ts.Node) => {
                if (ts.isReturnStatement(child) && child.expression) add(child.expression);
                else ts.forEachChild(child, visitReturn);
              };
              ts.forEachChild(property.body, visitReturn);
            }
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
