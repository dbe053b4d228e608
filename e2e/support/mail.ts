/** The mails the product sent, as the SMTP catcher on loopback received them (run-e2e.mjs starts it). */
export interface CaughtMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  receivedAt: string;
}

function mailsUrl(): string {
  const url = process.env.E2E_MAILS_URL;
  if (!url) throw new Error('E2E_MAILS_URL is not set: run the journeys with run-e2e.mjs (it starts the SMTP catcher)');
  return url;
}

export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${mailsUrl()}?to=${encodeURIComponent(address)}`);
  return (await response.json()) as CaughtMail[];
}

/** Waits for a mail to the address whose subject matches. */
export async function waitForMail(address: string, subject: RegExp, timeoutMs = 20_000): Promise<CaughtMail> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const found = (await mailsTo(address)).filter((mail) => subject.test(mail.subject)).at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail matching ${subject} arrived for ${address}`);
}

/** The first link in the mail's text that starts with the product's address and contains `path`. */
export function linkIn(mail: CaughtMail, path: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes(path));
  if (!link) throw new Error(`No link to ${path} in the mail to ${mail.to}:\n${mail.text}`);
  return link;
}
