// docs/decisions/README.md: every record carries 'Status: accepted | superseded by NNN' and
// 'Date: YYYY-MM-DD' under its title; a change is a new record that supersedes an older one.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, trackedFiles } from './repo-files';

const records = trackedFiles('docs/decisions/*.md').filter((file) => /^\d{3}-/.test(basename(file)));
const numberOf = (file: string) => basename(file).slice(0, 3);

/** The problems with one record's headers, in words; none for a good record. */
export function headerProblems(text: string, known: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const status = /^Status: (.*)$/m.exec(text)?.[1];
  const date = /^Date: (.*)$/m.exec(text)?.[1];
  if (status === undefined) problems.push('no Status header');
  else if (status !== 'accepted') {
    const by = /^superseded by (\d{3})$/.exec(status)?.[1];
    if (!by) problems.push(`Status '${status}' is neither 'accepted' nor 'superseded by NNN'`);
    else if (!known.has(by)) problems.push(`superseded by ${by}, which is no record`);
  }
  if (date === undefined) problems.push('no Date header');
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) problems.push(`Date '${date}' is not YYYY-MM-DD`);
  return problems;
}

describe('decision records', () => {
  it('reads a good header and names what is wrong with a bad one', () => {
    const known = new Set(['001', '002']);
    expect(headerProblems('# 001 — X\n\nStatus: accepted\nDate: 2026-11-21\n', known)).toEqual([]);
    expect(headerProblems('# 001 — X\n\nStatus: superseded by 002\nDate: 2026-11-21\n', known)).toEqual([]);
    expect(headerProblems('# 001 — X\n\nStatus: superseded by 009\nDate: 2026-11-21\n', known)).toEqual(['superseded by 009, which is no record']);
    expect(headerProblems('# 001 — X\n\nStatus: draft\nDate: 21/11/2026\n', known)).toEqual(["Status 'draft' is neither 'accepted' nor 'superseded by NNN'", "Date '21/11/2026' is not YYYY-MM-DD"]);
    expect(headerProblems('# 001 — X\n\n## Context\n', known)).toEqual(['no Status header', 'no Date header']);
  });

  it('every record has a Status and a Date', () => {
    expect(records.length).toBeGreaterThan(20);
    const known = new Set(records.map(numberOf));
    const problems = Object.fromEntries(records.map((file) => [file, headerProblems(readFileSync(join(REPO_ROOT, file), 'utf8'), known)]).filter(([, p]) => p.length > 0));
    expect(problems).toEqual({});
  });

  it('no two records share a number', () => {
    const numbers = records.map(numberOf);
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });
});
