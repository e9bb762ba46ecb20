import { afterAll, beforeAll, beforeEach, vi, type MockInstance } from "vitest";
import * as publish from "../../src/server/content/publish";
import * as mail from "../../src/server/mail";

/**
 * What the product did during one test file, with the real code still running: the e-mails it sent
 * and the rebuilds it asked for. Each is a spy on the module's export, in place from the file's
 * start and put back at its end, so the file can share its worker's modules with the files before
 * and after it (tests/support/test-isolation.ts); a `vi.mock` would need a module graph of its own.
 * A file whose tests restore all mocks after each gets the spy back before the next.
 */

/** Every message `sendMail` was given during the file, in order; each is still sent. */
export function recordSentMail(): { messages: mail.Mail[] } {
  const sent = { messages: [] as mail.Mail[] };
  let spy: MockInstance<typeof mail.sendMail> | undefined;
  const install = () => {
    if (vi.isMockFunction(mail.sendMail)) return;
    const original = mail.sendMail;
    spy = vi.spyOn(mail, "sendMail").mockImplementation((message) => {
      sent.messages.push(message);
      return original(message);
    });
  };
  beforeAll(install);
  beforeEach(install);
  afterAll(() => {
    spy?.mockRestore();
  });
  return sent;
}

/** How many times a write asked for a rebuild (`requestPublish`) during the file; each still asks. */
export function countPublishRequests(): { calls: number } {
  const counted = { calls: 0 };
  let spy: MockInstance<typeof publish.requestPublish> | undefined;
  const install = () => {
    if (vi.isMockFunction(publish.requestPublish)) return;
    const original = publish.requestPublish;
    spy = vi.spyOn(publish, "requestPublish").mockImplementation((...args) => {
      counted.calls += 1;
      return original(...args);
    });
  };
  beforeAll(install);
  beforeEach(install);
  afterAll(() => {
    spy?.mockRestore();
  });
  return counted;
}
