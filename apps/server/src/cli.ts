// Runs a command-line entry point so that any failure ends as one clear line, never a stack trace.
export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(describeStartupError(error));
    if (process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace') console.error(error);
    process.exitCode = 1;
  }
}

export function describeStartupError(error: unknown): string {
  if (!(error instanceof Error)) return `Error: ${String(error)}`;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED') return `Error: cannot reach the database (${error.message}). Check DATABASE_URL.`;
  if (code === '28P01') return 'Error: the database refused the password in DATABASE_URL.';
  if (code === '3D000') return `Error: ${error.message} (check the database name in DATABASE_URL).`;
  // EnvError carries one line per bad variable already.
  return error.message.startsWith('Invalid environment') ? error.message : `Error: ${error.message}`;
}
