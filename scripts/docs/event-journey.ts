import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays, indiaToday } from "../../src/domain/india-date";
import { hashPassword, issueAdminToken } from "../../src/server/auth";
import { SESSION_COOKIE } from "../../src/server/auth/member/cookie";
import { registrationsCollection } from "../../src/server/content/collections";
import { readSettings, writeSettings } from "../../src/server/membership/settings";
import { resetStoreClient } from "../../src/server/store";
import { callFunction, type CallOptions } from "../../tests/support/function-client";
import { startSmtpSink, type SinkMessage } from "../../tests/support/smtp-sink";
import { startBlobsSandbox } from "../lib/blobs-sandbox";
import { loadFunctions } from "../lib/function-router";

/**
 * Run by hand: a non-member and a member register for a symposium and pay, through the site's own
 * functions, in a store of their own, with the e-mails caught by an SMTP sink as a mail server
 * would take them. Writes what they received to docs/examples/event-registration/: README.md
 * with each e-mail's subject, text and attachments, and each receipt's page as a picture. Needs
 * pdftoppm (Debian: `apt-get install -y poppler-utils`).
 *
 *   npx tsx scripts/docs/event-journey.ts
 */

const OUT = "docs/examples/event-registration";
const today = indiaToday();
const day = (offset: number) => addDays(today, offset);

const folder = await mkdtemp(path.join(tmpdir(), "event-journey-"));
const sink = await startSmtpSink();
Object.assign(process.env, {
  SITE_ENV: "local",
  SITE_URL: "https://society.example.org",
  SMTP_URL: sink.url,
  MAIL_FROM: "Society Office <office@example.org>",
});
const sandbox = await startBlobsSandbox(path.join(folder, "store"));
process.env.NETLIFY_BLOBS_CONTEXT = sandbox.context;
resetStoreClient();
const router = await loadFunctions(path.resolve("netlify/functions"));

async function call(method: string, url: string, options: CallOptions = {}) {
  const answer = await callFunction(router, method, url, options);
  if (answer.status >= 400)
    throw new Error(`${method} ${url}: ${String(answer.status)} ${JSON.stringify(answer.json)}`);
  return answer;
}

/** Saves a PDF's first page as a PNG, 800 px wide. */
async function picture(pdf: Buffer, target: string): Promise<void> {
  const file = path.join(folder, "page.pdf");
  await writeFile(file, pdf);
  execFileSync("pdftoppm", [
    "-png",
    "-singlefile",
    "-scale-to-x",
    "800",
    "-scale-to-y",
    "-1",
    file,
    path.join(folder, "page"),
  ]);
  await writeFile(target, await readFile(path.join(folder, "page.png")));
}

try {
  const owner = await issueAdminToken();
  const settings: Partial<Awaited<ReturnType<typeof readSettings>>> = await readSettings();
  delete settings.updatedAt;
  await writeSettings({ ...(settings as Required<typeof settings>), gstin: "09AAAAA0000A1Z0", sac: "999599" });
  await call("POST", "/api/payment-details/create", {
    token: owner,
    body: {
      accountHolderName: "Example Society",
      bankAndBranch: "Example Bank, Hazratganj, Lucknow",
      accountNumber: "123456789012",
      ifscCode: "EXMP0001234",
      micrCode: "",
      upiId: "example.society@upi",
    },
  });
  const event = (
    await call("POST", "/api/events", {
      token: owner,
      body: {
        title: "Example National Symposium on Soil Health",
        kind: "symposium",
        slug: "example-soil-health-symposium",
        startDate: day(40),
        endDate: day(41),
        venue: "Example Agricultural University, Lucknow",
        state: "Uttar Pradesh",
        contactEmail: "events@example.org",
        registrationOpens: day(-5),
        registrationCloses: day(30),
        capacity: 120,
        sac: "998596",
        fees: [
          {
            name: "Member",
            fee: 2000,
            gst: 360,
            eligibility: "members",
            earlyBird: { fee: 1500, gst: 270, until: day(10) },
          },
          { name: "Non-member", fee: 3000, gst: 540, earlyBird: { fee: 2500, gst: 450, until: day(10) } },
        ],
        published: true,
      },
    })
  ).json as { _id: string };

  // The non-member: registers, reports a UPI payment with a code e-mailed to them, the office confirms it.
  const guest = { name: "Rohit Tripathi", email: "rohit.tripathi@example.org" };
  const registered = (
    await call("POST", `/api/events/${event._id}/register`, {
      body: {
        ...guest,
        phone: "+91 98390 12345",
        institution: "Example College of Agriculture",
        category: "Non-member",
      },
    })
  ).json as { _id: string; reference: string; total: number };
  await call("POST", "/api/event-registrations/access-code", {
    body: { reference: registered.reference, email: guest.email },
  });
  const codeMail = await sink.waitForMessage((message) => /code/i.test(message.subject));
  const code = /\b(\d{6})\b/.exec(codeMail.text)?.[1] ?? "";
  const access = (
    await call("POST", "/api/event-registrations/access-code/verify", {
      body: { reference: registered.reference, email: guest.email, code },
    })
  ).json as { token: string };
  const reported = (
    await call("POST", "/api/event-registrations/mine/payments", {
      token: access.token,
      body: { method: "UPI", reference: "512345678901", amount: registered.total, paidOn: today },
    })
  ).json as { registration: { payments: { _id: string }[] } };
  const paymentId = reported.registration.payments[0]?._id ?? "";
  await call("PUT", `/api/events/${event._id}/registrations/${registered._id}/payments/${paymentId}`, {
    token: owner,
    body: { status: "received" },
  });
  await sink.waitForMessage(
    (message) => message.to.includes(guest.email) && message.attachments.some((a) => a.filename.startsWith("receipt")),
  );

  // The member: signed in, takes the members' early-bird price; the office records a bank transfer.
  const member = await registrationsCollection.insert({
    name: "Dr. Asha Verma",
    nationality: "Indian",
    email: "asha.verma@example.org",
    contact: "+91 94150 54321",
    designation: "Professor of Agronomy",
    address: "12 Example Lane, Gomti Nagar, Lucknow 226010",
    areaOfSpecialization: "Agronomy",
    membershipType: "Life Member",
    membershipFee: 11800,
    amountDue: 0,
    feeDue: 0,
    gstDue: 0,
    status: "accepted",
    memberNumber: "EXS-00042",
    acceptedAt: day(-400),
    showContactInDirectory: false,
    passwordHash: await hashPassword("an example password"),
    reference: "REXAMPLE1",
  });
  const signedIn = await call("POST", "/api/member/login", {
    body: { email: member.email, password: "an example password" },
  });
  const cookie =
    signedIn.headers
      .getSetCookie()
      .find((each) => each.startsWith(`${SESSION_COOKIE}=`))
      ?.split(";")[0] ?? "";
  const memberRegistration = (
    await call("POST", `/api/events/${event._id}/register`, {
      headers: { cookie, origin: "http://localhost" },
      body: {
        name: member.name,
        email: member.email,
        phone: member.contact,
        institution: "Example Agricultural University",
        category: "Member",
      },
    })
  ).json as { _id: string; total: number };
  await call("POST", `/api/events/${event._id}/registrations/${memberRegistration._id}/payments`, {
    token: owner,
    body: { method: "Bank transfer", reference: "NEFT-EX-20421", amount: memberRegistration.total, paidOn: today },
  });
  await sink.waitForMessage(
    (message) => message.to.includes(member.email) && message.attachments.some((a) => a.filename.startsWith("receipt")),
  );

  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  const sections: string[] = [];
  for (const [index, message] of sink.messages.entries()) sections.push(await describe(message, index + 1));
  await writeFile(
    path.join(OUT, "README.md"),
    [
      "# A non-member's and a member's registration and payment, as e-mailed",
      "",
      `Made by \`npx tsx scripts/docs/event-journey.ts\` on ${today}: a non-member (Rohit Tripathi) and a member`,
      "(Dr. Asha Verma) register for an example symposium through the site's own functions, in a store of their own;",
      "the non-member reports a UPI payment on the registration page with an e-mailed code and the office confirms it;",
      "the member, signed in, takes the members' early-bird price, and the office records their bank transfer. Every",
      "e-mail is as an SMTP server received it, in the order sent. The e-mailed code is replaced by ######.",
      "",
      ...sections,
    ].join("\n"),
  );
  console.log(`${OUT}: ${String(sink.messages.length)} e-mails`);

  async function describe(message: SinkMessage, index: number): Promise<string> {
    const lines = [
      `## ${String(index)}. To ${message.to.join(", ")}: ${message.subject}`,
      "",
      "```text",
      message.text.replace(/\b\d{6}\b/g, "######").trim(),
      "```",
      "",
    ];
    for (const attachment of message.attachments) {
      lines.push(
        `Attached: \`${attachment.filename}\` (${attachment.contentType}, ${String(Math.round(attachment.content.length / 1024))} KB)`,
        "",
      );
      if (attachment.filename.startsWith("receipt") && attachment.contentType === "application/pdf") {
        const name = `${String(index)}-${attachment.filename.replace(/\.pdf$/, ".png")}`;
        await picture(attachment.content, path.join(OUT, name));
        lines.push(`![${attachment.filename}](${name})`, "");
      }
    }
    return lines.join("\n");
  }
} finally {
  resetStoreClient();
  await sandbox.stop();
  await sink.stop();
  await rm(folder, { recursive: true, force: true });
}
