import { config } from '#shared/config';
import type { BriefingMessage } from '#domain/delivery';
import { signInLimits } from '#shared/limits';

/** The portal page that signs in with the code of a link. */
export const signInLink = (email: string, code: string): string =>
  `${config.publicBaseUrl}/#/sign-in?email=${encodeURIComponent(email)}&code=${code}`;

/** The e-mail carrying a one-time sign-in code and a link that enters it. */
export function signInMessage(email: string, code: string): BriefingMessage {
  const minutes = signInLimits.codeLifetimeSeconds / 60;
  return {
    subject: 'Your Briefings sign-in code',
    text: [
      `Your Briefings sign-in code: ${code}`,
      '',
      `Or open this link to sign in: ${signInLink(email, code)}`,
      '',
      `The code works once and expires in ${minutes} minutes. If you did not ask to sign in, ignore this e-mail: nobody can sign in without the code.`,
    ].join('\n'),
    audioUrl: null,
  };
}
