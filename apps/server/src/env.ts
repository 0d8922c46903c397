// Configuration, validated once at boot. Every variable is listed with a comment in .env.example.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_PAYOUT_ACCOUNT_HOLD_HOURS, RULE_DEFAULTS } from '@changamoto/shared/domain';
import { NO_PROXY, parseTrustedProxies, TRUSTED_PROXIES_FORMAT, type TrustedProxies } from './http/client-ip';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const port = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number between 1 and 65535` })
    .int(`${name} must be a whole number between 1 and 65535`)
    .min(1, `${name} must be a whole number between 1 and 65535`)
    .max(65535, `${name} must be a whole number between 1 and 65535`);

const wholeTokens = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number of tokens` })
    .int(`${name} must be a whole number of tokens`)
    .min(0, `${name} must be 0 or more`);

/** A tax rate as a decimal fraction (0.05 = 5 %); 0 turns the tax off. */
const taxRate = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number between 0 and 1 (0.05 = 5 %)` })
    .min(0, `${name} must be a number between 0 and 1 (0.05 = 5 %)`)
    .max(1, `${name} must be a number between 0 and 1 (0.05 = 5 %)`);

const flag = z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).transform((v) => v === 'true' || v === '1');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const listOf = (names: readonly string[]) => (names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'NODE_ENV must be development, production or test' }).default('development'),
    PORT: port('PORT').default(3000),
    // Default by NODE_ENV (see the transform below): this machine only outside production, so a laptop on a
    // shared network exposes nothing; every interface in production, so a container's published port reaches it.
    HOST: optionalString,
    PUBLIC_URL: z.url({ error: 'PUBLIC_URL must be a full URL such as https://changamoto.co.ke' }).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent' }).default('info'),
    // Unset and false differ: TRUST_PROXY=false beside a TRUSTED_PROXIES list is a contradiction to report.
    TRUST_PROXY: flag.optional(),
    // Which hops in front of us are our own proxies (http/client-ip.ts): a count or a list of addresses/CIDRs.
    TRUSTED_PROXIES: optionalString,
    // Multiplies the per-IP sign-in limits. Only the browser journeys raise it: they sign dozens of people
    // up from one address within a minute, which real traffic from one address never needs.
    AUTH_RATE_LIMIT_SCALE: z.coerce.number({ error: 'AUTH_RATE_LIMIT_SCALE must be a whole number' }).int('AUTH_RATE_LIMIT_SCALE must be a whole number').min(1).max(100).default(1),
    // /metrics on its own port (modules/metrics): default 9464 in production, off elsewhere (see the transform); 0 = off.
    METRICS_PORT: z.coerce
      .number({ error: 'METRICS_PORT must be a whole number between 0 and 65535' })
      .int('METRICS_PORT must be a whole number between 0 and 65535')
      .min(0, 'METRICS_PORT must be a whole number between 0 and 65535')
      .max(65535, 'METRICS_PORT must be a whole number between 0 and 65535')
      .optional(),
    METRICS_HOST: optionalString,
    METRICS_TOKEN: optionalString.refine((v) => !v || v.length >= 16, 'METRICS_TOKEN must be at least 16 characters'),
    DATABASE_URL: z
      .string()
      .optional()
      .refine((v) => !v || /^postgres(ql)?:\/\//.test(v), 'DATABASE_URL must start with postgres:// or postgresql://'),
    DATA_DIR: z.string().min(1).default('.data'),
    EMBEDDED_PG_PORT: port('EMBEDDED_PG_PORT').default(54329),
    SEED_DEMO_DATA: flag.default(true),
    SUPPORT_EMAIL: z.email({ error: 'SUPPORT_EMAIL must be an e-mail address' }).default('support@changamoto.co.ke'),
    SUPPORT_PHONE: z.string().min(1).default('+254 711 082 000'),
    SUPPORT_WHATSAPP: z.string().min(1).default('+254 711 082 000'),
    EMAIL_FROM: z.string().min(3).default('Changamoto <no-reply@changamoto.co.ke>'),
    SMTP_URL: optionalString.refine((v) => !v || /^smtps?:\/\//.test(v), 'SMTP_URL must start with smtp:// or smtps://'),
    AT_API_KEY: optionalString,
    AT_USERNAME: optionalString,
    AT_SENDER_ID: optionalString,
    AT_BASE_URL: z.url({ error: 'AT_BASE_URL must be a URL' }).optional(),
    // The secret in the SMS delivery-report callback's path (POST /api/sms/delivery-reports/<secret>, set on
    // Africa's Talking's dashboard): Africa's Talking signs nothing, so the path is what proves the caller.
    AT_SMS_CALLBACK_SECRET: optionalString.refine((v) => !v || /^[A-Za-z0-9_-]{24,128}$/.test(v), 'AT_SMS_CALLBACK_SECRET must be 24-128 letters, digits, - or _'),
    // Africa's Talking's USSD callback (modules/ussd): the secret in its path (unset: one per data
    // directory), and the addresses allowed to call it (unset: any; the secret still applies).
    USSD_CALLBACK_SECRET: optionalString.refine((v) => !v || /^[A-Za-z0-9_-]{16,200}$/.test(v), 'USSD_CALLBACK_SECRET must be 16 or more letters, digits, - or _'),
    USSD_ALLOWED_IPS: optionalString.refine((v) => {
      const parsed = v === undefined ? null : parseTrustedProxies(v);
      return v === undefined || (parsed !== null && 'ranges' in parsed);
    }, 'USSD_ALLOWED_IPS must be a comma-separated list of IP addresses or CIDR ranges, such as 196.201.214.0/24'),
    BETTER_AUTH_SECRET: optionalString.refine((v) => !v || v.length >= 32, 'BETTER_AUTH_SECRET must be at least 32 characters'),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_DISCOVERY_URL: z.url({ error: 'GOOGLE_DISCOVERY_URL must be a URL' }).default('https://accounts.google.com/.well-known/openid-configuration'),
    DEMO_PASSWORD: z.string().min(6, 'DEMO_PASSWORD must be at least 6 characters').default('changamoto-demo'),
    PAYSTACK_SECRET_KEY: optionalString.refine((v) => !v || /^sk_(test|live)_/.test(v), 'PAYSTACK_SECRET_KEY must start with sk_test_ or sk_live_'),
    PAYSTACK_BASE_URL: z.url({ error: 'PAYSTACK_BASE_URL must be a URL' }).default('https://api.paystack.co'),
    PAYSTACK_SIMULATOR_PORT: port('PAYSTACK_SIMULATOR_PORT').default(3099),
    // Staging: production settings on the local simulators (Paystack, dev outbox) instead of real providers.
    ALLOW_SIMULATORS: flag.default(false),
    WITHDRAWAL_FEE_MODE: z.enum(['tiered', 'free'], { error: 'WITHDRAWAL_FEE_MODE must be tiered or free' }).default(RULE_DEFAULTS.withdrawalFeeMode),
    CUSTOM_KES_PER_TOKEN: z.coerce.number({ error: 'CUSTOM_KES_PER_TOKEN must be a number' }).positive('CUSTOM_KES_PER_TOKEN must be above 0').default(RULE_DEFAULTS.customKesPerToken),
    DAILY_BONUS_TOKENS: wholeTokens('DAILY_BONUS_TOKENS').default(RULE_DEFAULTS.dailyBonusTokens),
    REFERRAL_BONUS_TOKENS: wholeTokens('REFERRAL_BONUS_TOKENS').default(RULE_DEFAULTS.referralBonusTokens),
    // Kenya's Finance Act 2025 (DOMAIN.md §10): excise duty included in every deposit's price, withholding
    // tax on every withdrawal's gross. 0 turns either off (other markets).
    EXCISE_DUTY_RATE: taxRate('EXCISE_DUTY_RATE').default(RULE_DEFAULTS.exciseDutyRate),
    WITHDRAWAL_TAX_RATE: taxRate('WITHDRAWAL_TAX_RATE').default(RULE_DEFAULTS.withdrawalTaxRate),
    // File storage (ARCHITECTURE.md providers): S3-compatible when the four below are set; local disk otherwise.
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL such as https://s3.eu-west-1.amazonaws.com' }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'S3_PUBLIC_URL must be an http(s) URL' }).optional(),
    // Identity documents (KYC): a bucket with no public access, same endpoint and keys. Unset: $DATA_DIR/private.
    S3_PRIVATE_BUCKET: optionalString,
    // The read model's memory (decision 037): challenge details, list pages and stake pages kept as
    // bytes, dropped by every write that changes them; past this many bytes the least recently used go.
    // 0 turns it off (every read from the database).
    READ_MODEL_MAX_BYTES: z.coerce
      .number({ error: 'READ_MODEL_MAX_BYTES must be a whole number of bytes' })
      .int('READ_MODEL_MAX_BYTES must be a whole number of bytes')
      .min(0, 'READ_MODEL_MAX_BYTES must be 0 or more')
      .default(128 * 1024 * 1024),
    // DOMAIN.md §8: a new payout account can receive a redemption only after this many hours (0 = no hold),
    // so that someone who takes over a session cannot add their own account and cash out at once.
    PAYOUT_ACCOUNT_HOLD_HOURS: z.coerce
      .number({ error: 'PAYOUT_ACCOUNT_HOLD_HOURS must be a whole number of hours' })
      .int('PAYOUT_ACCOUNT_HOLD_HOURS must be a whole number of hours')
      .min(0, 'PAYOUT_ACCOUNT_HOLD_HOURS must be 0 or more')
      .default(DEFAULT_PAYOUT_ACCOUNT_HOLD_HOURS),
    // Issue #19 §1: an M-Pesa STK push with no PIN after this long is ended as timed out (Safaricom's
    // prompt lasts about a minute); a later proof of payment still credits it once (docs/decisions/030).
    MPESA_PROMPT_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'MPESA_PROMPT_TIMEOUT_SECONDS must be a whole number of seconds' })
      .int('MPESA_PROMPT_TIMEOUT_SECONDS must be a whole number of seconds')
      .min(0, 'MPESA_PROMPT_TIMEOUT_SECONDS must be 0 or more')
      .default(60),
    INVITE_TTL_HOURS: z.coerce
      .number({ error: 'INVITE_TTL_HOURS must be a whole number of hours' })
      .int('INVITE_TTL_HOURS must be a whole number of hours')
      .min(1, 'INVITE_TTL_HOURS must be at least 1')
      .default(RULE_DEFAULTS.inviteTtlHours),
    // Web push (issue #20 §3): the VAPID key pair that signs every push (base64url, as web-push generates
    // them). Unset: a pair generated once into DATA_DIR (modules/push/vapid-keys.ts). Several instances
    // must share one pair, since a browser's subscription is bound to the public key it subscribed with.
    VAPID_PUBLIC_KEY: optionalString.refine((v) => !v || /^[A-Za-z0-9_-]{87}$/.test(v), 'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key, 65 bytes in base64url (87 characters)'),
    VAPID_PRIVATE_KEY: optionalString.refine((v) => !v || /^[A-Za-z0-9_-]{43}$/.test(v), 'VAPID_PRIVATE_KEY must be a P-256 private key, 32 bytes in base64url (43 characters)'),
    // Who the push services may contact about our pushes: a mailto: or https: URL (RFC 8292).
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'VAPID_SUBJECT must be a mailto: address or an https: URL')
      .default('mailto:support@changamoto.co.ke'),
  })
  .superRefine((env, ctx) => {
    if (env.TRUSTED_PROXIES !== undefined && !parseTrustedProxies(env.TRUSTED_PROXIES)) {
      ctx.addIssue({ code: 'custom', path: ['TRUSTED_PROXIES'], message: `TRUSTED_PROXIES must be ${TRUSTED_PROXIES_FORMAT}` });
    }
    if (env.TRUSTED_PROXIES !== undefined && env.TRUST_PROXY === false) {
      ctx.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message: 'TRUST_PROXY=false contradicts TRUSTED_PROXIES: unset one of them' });
    }
    // Metrics name balances and traffic: reachable from beyond this machine only with a token.
    if (env.METRICS_HOST && !['127.0.0.1', '::1', 'localhost'].includes(env.METRICS_HOST) && !env.METRICS_TOKEN) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_TOKEN'], message: `METRICS_TOKEN is required when METRICS_HOST is ${env.METRICS_HOST} (not this machine only): metrics are never public` });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_CLIENT_SECRET'], message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together' });
    }
    if (env.NODE_ENV === 'production' && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['BETTER_AUTH_SECRET'], message: 'BETTER_AUTH_SECRET is required in production (32+ random characters)' });
    }
    // A production server on the simulators takes money it never received: the simulator's webhooks are
    // signed with a key that lives on the server itself. One line names every provider still missing.
    const simulated = (['PAYSTACK_SECRET_KEY', 'SMTP_URL', 'AT_API_KEY', 'AT_USERNAME'] as const).filter((name) => !env[name]);
    const refuseSimulators = env.NODE_ENV === 'production' && !env.ALLOW_SIMULATORS && simulated.length > 0;
    if (refuseSimulators) {
      ctx.addIssue({
        code: 'custom',
        path: [simulated[0]!],
        message: `${listOf(simulated)} ${simulated.length === 1 ? 'is' : 'are'} required in production (real payments, e-mail and SMS instead of the local simulators); a staging server may set ALLOW_SIMULATORS=true instead`,
      });
    }
    if (!refuseSimulators && Boolean(env.AT_API_KEY) !== Boolean(env.AT_USERNAME)) {
      ctx.addIssue({ code: 'custom', path: ['AT_USERNAME'], message: "AT_API_KEY and AT_USERNAME must be set together (Africa's Talking)" });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({ code: 'custom', path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'], message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (npx web-push generate-vapid-keys)' });
    }
    const s3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const s3Missing = s3.filter((name) => !env[name]);
    if (s3Missing.length > 0 && s3Missing.length < s3.length) {
      ctx.addIssue({ code: 'custom', path: [s3Missing[0]!], message: `${s3Missing.join(', ')} must be set too: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together` });
    }
    // With S3 several instances share files; identity documents on one machine's disk would be lost to the others.
    if (env.NODE_ENV === 'production' && s3Missing.length === 0 && !env.S3_PRIVATE_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_PRIVATE_BUCKET'], message: 'S3_PRIVATE_BUCKET is required in production with S3: a bucket with no public access for identity documents' });
    }
    if (env.S3_PRIVATE_BUCKET && env.S3_PRIVATE_BUCKET === env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_PRIVATE_BUCKET'], message: 'S3_PRIVATE_BUCKET must differ from S3_BUCKET, which is publicly readable' });
    }
  })
  .transform((env) => ({
    ...env,
    HOST: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    METRICS_PORT: env.METRICS_PORT ?? (env.NODE_ENV === 'production' ? 9464 : 0),
    METRICS_HOST: env.METRICS_HOST ?? '127.0.0.1',
    // TRUST_PROXY=true alone means one proxy in front of us (the usual load balancer).
    TRUSTED_PROXIES: resolveTrustedProxies(env.TRUSTED_PROXIES, env.TRUST_PROXY),
    TRUST_PROXY: env.TRUSTED_PROXIES !== undefined || env.TRUST_PROXY === true,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    DATA_DIR: path.resolve(REPO_ROOT, env.DATA_DIR),
  }));

function resolveTrustedProxies(value: string | undefined, trustProxy: boolean | undefined): TrustedProxies {
  if (value !== undefined) return parseTrustedProxies(value) ?? NO_PROXY; // a bad value was reported above
  return trustProxy ? { hops: 1 } : NO_PROXY;
}

export type Env = z.output<typeof envSchema>;

/** Every variable the server reads (.env.example lists each one; env-example.test.ts keeps them in step). */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.in.shape);

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/** Parses the environment; throws EnvError whose lines each name one bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (FOO=) means "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (parsed.success) return parsed.data;
  throw new EnvError(
    parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const got = typeof cleaned[name] === 'string' ? ` (got '${cleaned[name]}')` : '';
      const message = issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
      return `Invalid environment: ${message}${got}`;
    }),
  );
}
