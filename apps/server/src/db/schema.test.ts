// db/schema.ts (Kysely's types) is written by hand next to the SQL migrations, which are the truth.
// This reads both — the types through the TypeScript compiler, the tables through information_schema
// of the migrated test database — and fails on any drift: a table or column on one side only, a
// column whose nullability differs, or one whose type family (text, number, boolean, time, json)
// does not match what pg hands back for its SQL type.
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';

type Family = 'text' | 'number' | 'boolean' | 'time' | 'json';
interface ColumnShape {
  nullable: boolean;
  families: Family[];
  /** SQL only: GENERATED ALWAYS AS (…) STORED. */
  generated?: boolean;
  /** schema.ts only: declared `unknown`. */
  untyped?: boolean;
}
type Shapes = Record<string, Record<string, ColumnShape>>;

/** The migrator's own bookkeeping, never read through Kysely. */
const NOT_IN_KYSELY = new Set(['schema_migrations', 'kysely_migration', 'kysely_migration_lock']);
/**
 * better-auth's tables: its adapter reads and writes them (modules/auth/auth-schema.test.ts holds them
 * against what better-auth expects). schema.ts declares only those we query ourselves, and of those
 * only the columns we read.
 */
const BETTER_AUTH_TABLE = /^auth_/;

/** What pg gives back for each SQL type (bigint and numeric arrive as strings, timestamps as Dates). */
const SQL_FAMILIES: Record<string, Family> = {
  text: 'text',
  'character varying': 'text',
  character: 'text',
  uuid: 'text',
  citext: 'text',
  inet: 'text',
  bigint: 'text',
  numeric: 'text',
  'USER-DEFINED': 'text',
  integer: 'number',
  smallint: 'number',
  real: 'number',
  'double precision': 'number',
  boolean: 'boolean',
  'timestamp with time zone': 'time',
  'timestamp without time zone': 'time',
  date: 'time',
  jsonb: 'json',
  json: 'json',
  ARRAY: 'json',
  bytea: 'json',
};

/** The column types of schema.ts's `DB` (all its merged declarations), as Kysely selects them. */
function kyselyShapes(): Shapes {
  const file = fileURLToPath(new URL('./schema.ts', import.meta.url));
  const program = ts.createProgram([file], { strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const db = checker.getSymbolAtLocation(source)!.exports!.get(ts.escapeLeadingUnderscores('DB'))!;
  const dbType = checker.getDeclaredTypeOfSymbol(db);
  const typeOf = (symbol: ts.Symbol) => checker.getTypeOfSymbolAtLocation(symbol, source);
  const familyOf = (type: ts.Type): Family => {
    if (type.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.EnumLike)) return 'text';
    if (type.flags & ts.TypeFlags.NumberLike) return 'number';
    if (type.flags & ts.TypeFlags.BooleanLike) return 'boolean';
    if (type.getSymbol()?.getName() === 'Date') return 'time';
    return 'json';
  };
  const shapes: Shapes = {};
  for (const table of dbType.getProperties()) {
    shapes[table.getName()] = {};
    for (const column of typeOf(table).getProperties()) {
      // Generated<T> and ColumnType<S, I, U> keep the selected type in __select__; like Kysely's
      // SelectType, each member of a union (`Timestamp | null`) is unwrapped on its own.
      const selectedOf = (type: ts.Type): ts.Type[] => {
        if (type.isUnion()) return type.types.flatMap(selectedOf);
        const selected = type.getProperty('__select__');
        return selected ? selectedOf(typeOf(selected)) : [type];
      };
      const members = selectedOf(typeOf(column));
      const nullable = members.some((t) => t.flags & ts.TypeFlags.Null);
      // `unknown` (a jsonb read as is, checked where it is used) says nothing about null either way.
      const untyped = members.some((t) => t.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any));
      const families = [...new Set(members.filter((t) => !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined))).map(familyOf))].sort();
      shapes[table.getName()]![column.getName()] = { nullable, families, untyped };
    }
  }
  return shapes;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function databaseShapes(): Promise<Shapes> {
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string; is_nullable: 'YES' | 'NO'; is_generated: 'ALWAYS' | 'NEVER' }>`
    SELECT c.table_name, c.column_name, c.data_type, c.is_nullable, c.is_generated
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
    ORDER BY c.table_name, c.ordinal_position`.execute(database.db);
  const shapes: Shapes = {};
  for (const row of rows) {
    if (NOT_IN_KYSELY.has(row.table_name)) continue;
    const family = SQL_FAMILIES[row.data_type];
    if (!family) throw new Error(`${row.table_name}.${row.column_name}: no type family for SQL type '${row.data_type}'; add it to SQL_FAMILIES`);
    (shapes[row.table_name] ??= {})[row.column_name] = { nullable: row.is_nullable === 'YES', families: [family], generated: row.is_generated === 'ALWAYS' };
  }
  return shapes;
}

describe('db/schema.ts against the migrated database', () => {
  let types: Shapes;
  let tables: Shapes;
  beforeAll(async () => {
    types = kyselyShapes();
    tables = await databaseShapes();
  });

  it('names the same tables (better-auth’s: only those we query)', () => {
    expect(Object.keys(types).length).toBeGreaterThan(20);
    expect(Object.keys(types).filter((table) => !tables[table])).toEqual([]);
    expect(Object.keys(tables).filter((table) => !types[table] && !BETTER_AUTH_TABLE.test(table))).toEqual([]);
  });

  it('gives every table the same columns (better-auth’s: a subset)', () => {
    const drift: string[] = [];
    for (const [table, declared] of Object.entries(types)) {
      const actual = tables[table] ?? {};
      for (const column of Object.keys(declared)) if (!actual[column]) drift.push(`${table}.${column}: in schema.ts, not in the database`);
      if (BETTER_AUTH_TABLE.test(table)) continue;
      for (const column of Object.keys(actual)) if (!declared[column]) drift.push(`${table}.${column}: in the database, not in schema.ts`);
    }
    expect(drift).toEqual([]);
  });

  it('agrees on each column’s nullability and type family', () => {
    const differences: string[] = [];
    for (const [table, columns] of Object.entries(tables)) {
      for (const [column, actual] of Object.entries(columns)) {
        const declared = types[table]?.[column];
        if (!declared) continue; // reported by the test above
        // PostgreSQL calls a generated column nullable unless declared NOT NULL; schema.ts may know
        // better when its expression cannot be null (challenge_stakes.refunded: status = 'refunded').
        const generatedNeverNull = actual.generated && actual.nullable && !declared.nullable;
        if (declared.nullable !== actual.nullable && !generatedNeverNull && !declared.untyped)
          differences.push(`${table}.${column}: ${actual.nullable ? 'NULL allowed in SQL but not in schema.ts' : 'NOT NULL in SQL but nullable in schema.ts'}`);
        if (declared.families.join('|') !== actual.families[0]) differences.push(`${table}.${column}: schema.ts says ${declared.families.join(' | ')}, pg returns ${actual.families[0]}`);
      }
    }
    expect(differences).toEqual([]);
  });
});
