import { config } from '#shared/config';
import { jsonServiceError, sendSigned, serviceUrl } from './signed-requests.ts';

/** An SES v2 SendEmail request: a plain-text message from one address to others. */
export interface EmailRequest {
  FromEmailAddress: string;
  Destination: { ToAddresses: string[] };
  Content: { Simple: { Subject: { Data: string; Charset: string }; Body: { Text: { Data: string; Charset: string } } } };
}

/**
 * Sends an e-mail through Amazon SES v2 (SendEmail, a signed JSON request: no
 * SES client, about 75 KB of the bundles that send mail) and returns the
 * status. Throttling, server errors and lost connections are tried three times,
 * as the SDK did; an error answer throws an AwsRequestError named by SES's code.
 */
const ATTEMPTS = 3;

export async function sendEmail(request: EmailRequest): Promise<number> {
  const response = await sendSigned({
    service: 'ses',
    method: 'POST',
    url: serviceUrl('email', '/v2/email/outbound-emails', config.awsEndpoint('SESV2')),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  }, jsonServiceError, ATTEMPTS);
  await response.body?.cancel();
  return response.status;
}
