/**
 * Every environment variable the service's functions read, with what it holds. The one list of
 * names: `#shared/config` reads them, the CDK stack (`lib/`) and the local stack set them, all
 * typed by `EnvName`, so a renamed variable fails the typecheck instead of drifting apart between
 * the code that sets it and the code that reads it.
 */
export const ENV_NAMES = {
  TABLE_NAME: 'DynamoDB single table of the service.',
  BUCKET_NAME: 'S3 bucket of stored briefings (audio, transcripts) and workflow scratch data.',
  PUBLIC_BASE_URL: 'Public base URL of the API, without /api/v1; links handed out start with it.',
  BRIEFING_STATE_MACHINE_ARN: 'State machine of the briefing workflow (state-machines/briefing.asl.json).',
  DELIVERY_STATE_MACHINE_ARN: 'State machine of the event delivery workflow (state-machines/delivery.asl.json).',
  DRY_RUN_STATE_MACHINE_ARN: 'Express state machine of briefing dry runs (state-machines/dry-run.asl.json).',
  SCHEDULE_GROUP_NAME: 'EventBridge Scheduler group holding the schedules\' twins.',
  SCHEDULE_TARGET_ARN: 'Lambda function the schedules invoke (functions/tasks/schedule-target.ts).',
  SCHEDULER_ROLE_ARN: 'Role EventBridge Scheduler assumes to invoke the schedule target.',
  AUDIO_LINK_SECRET: 'Key signing audio links, given directly (local stack).',
  AUDIO_LINK_SECRET_ARN: 'Secrets Manager secret holding the key signing audio links.',
  SES_FROM_ADDRESS: 'Verified SES identity scheduled e-mails come from.',
  TELEGRAM_BOT_TOKEN: 'Telegram bot token, given directly.',
  TELEGRAM_BOT_TOKEN_SECRET_ARN: 'Secrets Manager secret holding the Telegram bot token.',
  TELEGRAM_API_BASE_URL: 'Telegram Bot API base URL (default https://api.telegram.org).',
  WHATSAPP_TOKEN: 'WhatsApp Cloud API token, given directly.',
  WHATSAPP_TOKEN_SECRET_ARN: 'Secrets Manager secret holding the WhatsApp Cloud API token.',
  WHATSAPP_PHONE_NUMBER_ID: 'WhatsApp Business phone number id messages are sent from.',
  WHATSAPP_API_BASE_URL: 'WhatsApp Cloud API base URL (default https://graph.facebook.com/v21.0).',
  SCRIPT_WRITER: 'Script writer: extractive (default), bedrock or openai.',
  BEDROCK_MODEL_ID: 'Bedrock model or inference profile id of the bedrock writer.',
  BEDROCK_TIMEOUT_SECONDS: 'Time limit of one Bedrock call, in seconds.',
  OPENAI_BASE_URL: 'Base URL of the OpenAI-compatible chat-completions endpoint.',
  OPENAI_MODEL: 'Model name sent to the OpenAI-compatible endpoint.',
  OPENAI_TIMEOUT_SECONDS: 'Time limit of one OpenAI-compatible call, in seconds.',
  OPENAI_JSON_MODE: '0 turns off the JSON response format for servers without it.',
  OPENAI_API_KEY: 'API key of the OpenAI-compatible endpoint, given directly.',
  OPENAI_API_KEY_SECRET_ARN: 'Secrets Manager secret holding the OpenAI-compatible API key.',
  MODEL_RELEVANCE_THRESHOLD: 'Relevance a model-judged story needs, 0..1 (0 turns the judgement off).',
  SIGN_UP: 'on (default) lets the first sign-in of a new e-mail address create its account; off refuses new accounts.',
  LOG_LEVEL: 'debug, info (default), warn, error or silent.',
  BRIEFINGS_LOCAL: '1 on the local stack: emulated AWS endpoints, local outbox for channels.',
  ALLOW_LOOPBACK_URLS: '1 lets source and webhook URLs point at loopback addresses over http.',
  OUTBOX_DIR: 'Folder of the local outbox (default <DATA_DIR>/outbox).',
  DATA_DIR: 'Folder of the local stack\'s data (default .data).',
  AWS_REGION: 'Region the function runs in; Lambda sets it, the local stack too.',
  AWS_ENDPOINT_URL_DYNAMODB: 'DynamoDB endpoint override (the local emulator).',
  AWS_ENDPOINT_URL_S3: 'S3 endpoint override (the local emulator).',
  AWS_ENDPOINT_URL_SFN: 'Step Functions endpoint override (the local emulator).',
  AWS_ENDPOINT_URL_SCHEDULER: 'EventBridge Scheduler endpoint override (the local emulator).',
  AWS_ENDPOINT_URL_POLLY: 'Polly endpoint override (the local emulator).',
  AWS_ENDPOINT_URL_SESV2: 'SES v2 endpoint override (tests point it at a local receiver).',
  AWS_ENDPOINT_URL_SECRETS_MANAGER: 'Secrets Manager endpoint override.',
  NODE_OPTIONS: 'Node.js options of the Lambda runtime (source maps); read by Node, not the service.',
  _X_AMZN_TRACE_ID: 'X-Ray trace header of the invocation; Lambda sets it, the logger puts its root on every line.',
  POWERTOOLS_METRICS_DISABLED: 'true keeps #adapters/metrics from printing metric lines (local stack); read once per container.',
} as const satisfies Record<string, string>;

export type EnvName = keyof typeof ENV_NAMES;

/** Variables set by name in code that sets the functions' environment. */
export type EnvSettings = Partial<Record<EnvName, string>>;
