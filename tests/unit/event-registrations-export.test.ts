import { describe, expect, it } from "vitest";
import { registrationsCsv, registrationsCsvFileName } from "../../src/domain/event-registrations-export";
import type { EventRegistrationRecord } from "../../src/domain/event-registrations";
import { readCsv } from "../support/read-csv";

/**
 * The registrants' CSV (docs/rules/events.md §6), cell by cell: money and receipts, the place, turn
 * or offer, and attendance with the day its certificate was e-mailed. The API's answer (headers,
 * who may have it) is in event-payments-api.test.ts.
 */

const AT = "2027-01-10T05:00:00.000Z";
const registration = (changes: Partial<EventRegistrationRecord>): EventRegistrationRecord => ({
  _id: "r1",
  createdAt: AT,
  updatedAt: AT,
  eventId: "e1",
  reference: "EVT-AAAA-BBBB",
  name: "Asha Verma",
  email: "asha@example.org",
  phone: "+91 98765 43210",
  institution: "Example University",
  category: "Delegate",
  fee: 2000,
  gst: 360,
  total: 2360,
  earlyBird: false,
  registeredOn: "2027-01-10",
  status: "placed",
  ...changes,
});

const attended = registration({
  place: 1,
  attended: true,
  certificateSentOn: "2027-02-03",
  payments: [
    {
      _id: "p1",
      method: "UPI",
      reference: "400000000001",
      amount: 2360,
      paidOn: "2027-01-11",
      status: "received",
      source: "office",
      receivedOn: "2027-01-11",
      receiptNumber: "2026-27/0007",
      createdAt: AT,
      updatedAt: AT,
    },
  ],
});
const offered = registration({
  _id: "r2",
  reference: "EVT-CCCC-DDDD",
  name: "Ravi Kumar",
  status: "offered",
  place: 2,
  waitingTurn: 1,
  offeredUntil: "2027-01-20",
});
const waiting = registration({
  _id: "r3",
  reference: "EVT-EEEE-FFFF",
  name: "Mina",
  status: "waiting",
  waitingTurn: 2,
});

describe("the registrants' CSV", () => {
  it("gives each registration its money, place or offer, attendance and receipts, one column each", () => {
    const [header = [], ...rows] = readCsv(registrationsCsv([attended, offered, waiting]));
    expect(header).toEqual([
      "Reference",
      "Name",
      "E-mail",
      "Phone",
      "Institution",
      "GSTIN",
      "Member",
      "Category",
      "Early bird",
      "Fee",
      "GST",
      "Total",
      "Received",
      "Left to pay",
      "Status",
      "Place",
      "Waiting turn",
      "Offered until",
      "Registered on",
      "Cancelled on",
      "Attended",
      "Certificate sent on",
      "Receipts",
    ]);
    const cells = rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]])));
    expect(cells[0]).toMatchObject({
      Received: "2360.00",
      "Left to pay": "0.00",
      Status: "placed",
      Place: "1",
      "Offered until": "",
      Attended: "Yes",
      "Certificate sent on": "2027-02-03",
      Receipts: "2026-27/0007",
    });
    expect(cells[1]).toMatchObject({
      "Left to pay": "2360.00",
      Status: "offered",
      Place: "2",
      "Waiting turn": "1",
      "Offered until": "2027-01-20",
      Attended: "No",
      "Certificate sent on": "",
    });
    expect(cells[2]).toMatchObject({
      Status: "waiting",
      Place: "",
      "Waiting turn": "2",
      "Offered until": "",
      Attended: "No",
    });
  });

  it("is named after the event and the day", () => {
    expect(registrationsCsvFileName({ slug: "soil-health-2027" }, "2026-11-29")).toBe(
      "registrations-soil-health-2027-2026-11-29.csv",
    );
  });
});
