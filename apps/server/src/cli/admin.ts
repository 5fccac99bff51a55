// The operator's recovery command, for when no administrator can sign in (a real deployment has one):
//   npm run admin -- unlock <account>
//   npm run admin -- reset-password <account>
// It opens the database the server would (DATA_DIR or DATABASE_URL); docs/operations.md says more.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, matchLocale, type TMessageCode } from '@apex/shared';
import { type AppConfig, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { dataDirHolder } from '../db/data-dir-lock';
import { resetAccountPassword, unlockAccount } from '../features/users/account-recovery';
import { AppError, type MessageValues } from '../platform/http/app-error';
import { translate } from '../platform/http/translate';
import type { ServiceContext } from '../platform/service-context';

const locale = matchLocale(process.env.LANG?.split('.')[0]) ?? DEFAULT_LOCALE;
const say = (code: TMessageCode, values?: MessageValues) => translate(locale, code, values);

/** Why the command cannot open the database. */
class Refusal extends Error {
  constructor(
    readonly code: TMessageCode,
    readonly values: MessageValues,
  ) {
    super(code);
  }
}

const COMMANDS: Record<string, (ctx: ServiceContext, account: string) => Promise<string>> = {
  unlock: async (ctx, account) => {
    await unlockAccount(ctx, account);
    return say('user.unlocked');
  },
  'reset-password': async (ctx, account) => {
    const { user, password } = await resetAccountPassword(ctx, account);
    return say('operator.passwordReset', { account: user.account, password });
  },
};

/** Opens the server's database, unless the server has the embedded one open: it serves one process. */
async function openServerDatabase(config: AppConfig): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 1 });
  const dir = config.dataDir;
  // Opening a directory without a database would create an empty one.
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new Refusal('operator.noDatabase', { dir });
  const pid = dataDirHolder(dir);
  if (pid !== undefined) throw new Refusal('operator.serverRunning', { pid, dir });
  return openDatabase({ kind: 'pglite', dataDir: dir });
}

async function run(args: string[]): Promise<number> {
  const [command, account, ...extra] = args;
  const action = command ? COMMANDS[command] : undefined;
  if (!action || !account || extra.length > 0) {
    console.error(say('operator.usage'));
    return 2;
  }
  const config = loadConfig();
  let database: Database | undefined;
  try {
    database = await openServerDatabase(config);
    console.info(await action({ db: database.db, config }, account));
    return 0;
  } catch (error) {
    if (error instanceof Refusal) console.error(say(error.code, error.values));
    else if (error instanceof AppError) console.error(say(error.messageCode, error.values));
    else throw error;
    return 1;
  } finally {
    await database?.close();
  }
}

process.exitCode = await run(process.argv.slice(2));
