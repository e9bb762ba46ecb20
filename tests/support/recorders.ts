import { afterAll, beforeAll, beforeEach, vi } from "vitest";
import * as publish from "../../src/server/content/publish";
import * as mail from "../../src/server/mail";

/**
 * What the product did during one test file, with the real code still running: the e-mails it sent
 * and the rebuilds it asked for. Each is a spy on the module's export, in place from the file's
 * start and put back at its end, so the file can share its worker's modules with the files before
 * and after it (tests/support/test-isolation.ts); a `vi.mock` would need a module graph of its own.
 * A file whose tests restore all mocks after each gets the spy back before the next.
 */
function watchThroughFile<F extends (...args: never[]) => unknown>(
  get: () => F,
  spyOn: (through: F) => { mockRestore(): void },
  seen: (...args: Parameters<F>) => void,
): void {
  let spy: { mockRestore(): void } | undefined;
  const install = () => {
    const current = get();
    if (vi.isMockFunction(current)) return;
    spy = spyOn(((...args: Parameters<F>) => {
      seen(...args);
      return current(...args);
    }) as F);
  };
  beforeAll(install);
  beforeEach(install);
  afterAll(() => {
    spy?.mockRestore();
  });
}

/** Every message `sendMail` was given during the file, in order; each is still sent. */
export function recordSentMail(): { messages: mail.Mail[] } {
  const sent = { messages: [] as mail.Mail[] };
  watchThroughFile(
    () => mail.sendMail,
    (through) => vi.spyOn(mail, "sendMail").mockImplementation(through),
    (message) => sent.messages.push(message),
  );
  return sent;
}

/** How many times a write asked for a rebuild (`requestPublish`) during the file; each still asks. */
export function countPublishRequests(): { calls: number } {
  const counted = { calls: 0 };
  watchThroughFile(
    () => publish.requestPublish,
    (through) => vi.spyOn(publish, "requestPublish").mockImplementation(through),
    () => (counted.calls += 1),
  );
  return counted;
}
