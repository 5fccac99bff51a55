import path from 'node:path';
import { FILE_RESPONSE, MESSAGES, type RouteDef, type TMessageCode, ZEnvelope, ZErrorEnvelope } from '@apex/shared';
import type { ApiAnswer } from '../test-app';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
/** Stack frames and module paths: what an unhandled error shows when it reaches the caller. */
const LEAKS = [/\n\s*at \S/, /\(\S+:\d+:\d+\)/, /node_modules/];

function leakProblems(text: string): string[] {
  const leaked = text.includes(REPO_ROOT) || LEAKS.some((pattern) => pattern.test(text));
  return leaked ? [`leaks internals: ${text.slice(0, 300)}`] : [];
}

/** Whether a placeholder of the message's own template is still in the text. */
function unfilled(code: TMessageCode, message: string) {
  return [...MESSAGES[code].en_US.matchAll(/\{\{\w+\}\}/g)].some(([placeholder]) => message.includes(placeholder));
}

function envelopeProblems(route: RouteDef | undefined, res: ApiAnswer): string[] {
  let json: unknown;
  try {
    json = JSON.parse(res.text);
  } catch {
    return [`answer is not JSON: ${res.text.slice(0, 200)}`];
  }
  const envelope = ZErrorEnvelope.safeParse(json);
  if (!envelope.success) return [`answer is not an envelope: ${res.text.slice(0, 200)}`];
  const { statusCode, message, code } = envelope.data;
  const problems: string[] = [];
  if (statusCode !== res.status) problems.push(`envelope says ${statusCode}, HTTP says ${res.status}`);
  if (code && code in MESSAGES && unfilled(code as TMessageCode, message))
    problems.push(`message sent without the values it names: ${message}`);
  if (res.status === 200) {
    if (route?.response && route.response !== FILE_RESPONSE) {
      const data = ZEnvelope(route.response).safeParse(json);
      if (!data.success) problems.push(`data does not match the response schema: ${data.error.message}`);
    }
  } else if (!code || !(code in MESSAGES) || !message) {
    problems.push(`error without a known code and a message: ${res.text.slice(0, 200)}`);
  }
  return problems;
}

/**
 * What is wrong with an answer, whatever was asked: a server error, internals in the body, or
 * anything but an envelope `{ statusCode, message, data }` that agrees with the HTTP status and,
 * on success, with the route's response schema. File routes answer a file, not a message, on success.
 */
export function answerProblems(route: RouteDef | undefined, res: ApiAnswer): string[] {
  if (res.status >= 500) return [`server error ${res.status}: ${res.text.slice(0, 300)}`];
  if (res.status === 200 && route?.response === FILE_RESPONSE) return [];
  return [...leakProblems(res.text), ...envelopeProblems(route, res)];
}
