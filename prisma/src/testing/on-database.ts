import pg from 'pg';

/** Runs a script (one or more statements, no parameters) on the database at `url`. */
export async function onDatabase(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
